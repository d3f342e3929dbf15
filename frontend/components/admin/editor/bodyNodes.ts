import { AutoLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table'
import type { Klass, LexicalNode } from 'lexical'
import { OpaqueNode, UploadNode } from './nodes'

/**
 * Every node the writing screen's editor holds, one class per stored type (bodyShape.ts lists the
 * same types): what Payload's default features and the table store, and what the importers write.
 * Lexical's own LinkNode and AutoLinkNode, with Payload's link fields converted at the edge.
 */
export const BODY_NODES: ReadonlyArray<Klass<LexicalNode>> = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  UploadNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  HorizontalRuleNode,
  OpaqueNode,
]
