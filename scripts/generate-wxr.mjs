// A WordPress export (WXR 1.2) of `posts` generated posts, written as a stream: for the import's
// crash test and its benchmark (npm run bench -- import). Each post has a paragraph or three,
// a list, a heading, two categories (one nested) and three tags out of a few dozen, one of five
// authors, and dates a day apart; one post in ten is a draft, one in fifty scheduled.
// With `rich` (the benchmark's export, issue #44): a line of text in other scripts in every post,
// a comment on every third, an author named only by dc:creator on every seventh, and a page for
// every hundred posts (a tree three deep). With `attachments` (as a real blog's export has): a
// featured image per post, each its own attachment item with its description, placed before its post.
//   node scripts/generate-wxr.mjs <posts> <file> [--rich] [--attachments]
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

const AUTHORS = ['ana', 'bruno', 'carla', 'diego', 'elisa']
const CATEGORIES = ['gestao', 'financas', 'vendas', 'marketing', 'pessoas', 'tecnologia']
const TAGS = Array.from({ length: 40 }, (_, i) => `tema-${i + 1}`)
const WORDS = 'empresa cliente venda caixa estoque equipe meta prazo custo lucro processo contrato imposto nota fiscal planejamento resultado'.split(' ')

const cdata = (text) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
const pad = (n) => String(n).padStart(2, '0')
const wpDate = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
const sentence = (i, n) => Array.from({ length: n }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(' ')

/** Text past ASCII, as a multilingual blog has in every post. */
const OTHER_SCRIPTS = ['ação, atenção e opinião', 'こんにちは世界、今日は', 'Новости компании', 'مرحبا بالعالم', 'Ελληνικά κείμενα', '中文内容测试']

function comment(i, n) {
  return `<wp:comment><wp:comment_id>${i * 10 + n}</wp:comment_id><wp:comment_author>${cdata(`Leitor ${n}`)}</wp:comment_author><wp:comment_author_email>${cdata(`leitor${n}@example.com`)}</wp:comment_author_email><wp:comment_date_gmt>${cdata('2020-01-01 10:00:00')}</wp:comment_date_gmt><wp:comment_content>${cdata(`Comentário ${n}: ${OTHER_SCRIPTS[n % OTHER_SCRIPTS.length]}`)}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved><wp:comment_parent>0</wp:comment_parent></wp:comment>`
}

function page(n) {
  // A tree: every third page under the page before it, every ninth two deep.
  const parent = n % 3 === 0 || n === 0 ? 0 : 50_000 + n - 1
  return `
<item>
<title>${cdata(`Página ${n + 1}: ${OTHER_SCRIPTS[n % OTHER_SCRIPTS.length]}`)}</title>
<link>https://blog.example.com/pagina-${n + 1}/</link>
<dc:creator>${cdata(AUTHORS[n % AUTHORS.length])}</dc:creator>
<content:encoded>${cdata(`<p>${sentence(n, 30)}.</p>\n\n<p>${OTHER_SCRIPTS[(n + 1) % OTHER_SCRIPTS.length]}</p>`)}</content:encoded>
<wp:post_id>${50_000 + n}</wp:post_id>
<wp:post_name>${cdata(`pagina-${n + 1}`)}</wp:post_name>
<wp:status>${cdata('publish')}</wp:status>
<wp:post_parent>${parent}</wp:post_parent>
<wp:post_type>${cdata('page')}</wp:post_type>
</item>`
}

/** A post's featured image as WordPress exports it: an attachment item of its own. */
function attachment(i) {
  return `
<item>
<title>${cdata(`Imagem ${i + 1}`)}</title>
<link>https://blog.example.com/imagem-${i + 1}/</link>
<wp:post_id>${200_000 + i}</wp:post_id>
<wp:post_parent>${i + 1000}</wp:post_parent>
<wp:post_type>${cdata('attachment')}</wp:post_type>
<wp:attachment_url>${cdata(`https://blog.example.com/wp-content/uploads/2015/01/imagem-${i + 1}.jpg`)}</wp:attachment_url>
<wp:postmeta><wp:meta_key>${cdata('_wp_attachment_image_alt')}</wp:meta_key><wp:meta_value>${cdata(`Descrição da imagem ${i + 1}`)}</wp:meta_value></wp:postmeta>
</item>`
}

function item(i, rich = false, withImage = false) {
  const date = new Date(Date.UTC(2015, 0, 1) + i * 86_400_000)
  const status = i % 50 === 49 ? 'future' : i % 10 === 9 ? 'draft' : 'publish'
  const when = status === 'future' ? new Date(Date.UTC(2031, 0, 1) + i * 60_000) : date
  const slug = `post-gerado-${i + 1}`
  const body = [
    `${sentence(i, 40)}.`,
    `<h2>${sentence(i + 1, 4)}</h2>`,
    `${sentence(i + 2, 60)}.\n${sentence(i + 3, 20)}.`,
    `<ul>\n<li>${sentence(i, 5)}</li>\n<li>${sentence(i + 4, 6)}</li>\n<li>${sentence(i + 5, 4)}</li>\n</ul>`,
    `${sentence(i + 6, 50)}.`,
    ...(rich ? [`${OTHER_SCRIPTS[i % OTHER_SCRIPTS.length]} ${i + 1}`] : []),
  ].join('\n\n')
  const category = CATEGORIES[i % CATEGORIES.length]
  const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length], TAGS[(i * 7 + 2) % TAGS.length]]
  return `
<item>
<title>${cdata(`Post gerado ${i + 1}: ${sentence(i, 5)}`)}</title>
<link>https://blog.example.com/${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${slug}/</link>
<pubDate>${date.toUTCString()}</pubDate>
<dc:creator>${cdata(rich && i % 7 === 6 ? `convidado${i % 3}` : AUTHORS[i % AUTHORS.length])}</dc:creator>
<guid isPermaLink="false">https://blog.example.com/?p=${i + 1000}</guid>
<description></description>
<content:encoded>${cdata(body)}</content:encoded>
<excerpt:encoded>${cdata(i % 3 === 0 ? sentence(i, 12) : '')}</excerpt:encoded>
<wp:post_id>${i + 1000}</wp:post_id>
<wp:post_date>${cdata(wpDate(when))}</wp:post_date>
<wp:post_date_gmt>${cdata(status === 'draft' ? '0000-00-00 00:00:00' : wpDate(when))}</wp:post_date_gmt>
<wp:post_modified_gmt>${cdata(wpDate(new Date(date.getTime() + 3_600_000)))}</wp:post_modified_gmt>
<wp:post_name>${cdata(status === 'draft' ? '' : slug)}</wp:post_name>
<wp:status>${cdata(status)}</wp:status>
<wp:post_parent>0</wp:post_parent>
<wp:post_type>${cdata('post')}</wp:post_type>
<wp:post_password>${cdata('')}</wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
<category domain="category" nicename="${category}">${cdata(category)}</category>
<category domain="category" nicename="${category}-dicas">${cdata(`Dicas de ${category}`)}</category>
${tags.map((t) => `<category domain="post_tag" nicename="${t}">${cdata(t)}</category>`).join('\n')}
${withImage ? `<wp:postmeta><wp:meta_key>${cdata('_thumbnail_id')}</wp:meta_key><wp:meta_value>${cdata(String(200_000 + i))}</wp:meta_value></wp:postmeta>` : ''}
${rich && i % 3 === 0 ? comment(i, 1) : ''}
</item>`
}

/**
 * Writes the export; `rich`: the benchmark's (issue #44), with other scripts, pages, comments and
 * undeclared authors; `attachments`: a featured image per post (issue #64, item 1).
 */
export async function generateWxr(posts, file, { rich = false, attachments = false } = {}) {
  const out = createWriteStream(file)
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Blog gerado</title>
<link>https://blog.example.com</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://blog.example.com</wp:base_site_url>
<wp:base_blog_url>https://blog.example.com</wp:base_blog_url>
${AUTHORS.map((a, i) => `<wp:author><wp:author_id>${i + 1}</wp:author_id><wp:author_login>${cdata(a)}</wp:author_login><wp:author_email>${cdata(`${a}@blog.example.com`)}</wp:author_email><wp:author_display_name>${cdata(`${a[0].toUpperCase()}${a.slice(1)} Autora`)}</wp:author_display_name><wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>`).join('\n')}
${CATEGORIES.map((c, i) => `<wp:category><wp:term_id>${i + 1}</wp:term_id><wp:category_nicename>${cdata(c)}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(c)}</wp:cat_name></wp:category>\n<wp:category><wp:term_id>${i + 100}</wp:term_id><wp:category_nicename>${cdata(`${c}-dicas`)}</wp:category_nicename><wp:category_parent>${cdata(c)}</wp:category_parent><wp:cat_name>${cdata(`Dicas de ${c}`)}</wp:cat_name></wp:category>`).join('\n')}
${TAGS.map((t, i) => `<wp:tag><wp:term_id>${i + 200}</wp:term_id><wp:tag_slug>${cdata(t)}</wp:tag_slug><wp:tag_name>${cdata(t)}</wp:tag_name></wp:tag>`).join('\n')}
`)
  if (rich) for (let n = 0; n < Math.ceil(posts / 100); n++) await write(page(n))
  for (let i = 0; i < posts; i++) await write((attachments ? attachment(i) : '') + item(i, rich, attachments))
  await write('\n</channel>\n</rss>\n')
  out.end()
  await once(out, 'finish')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [posts, file, ...flags] = process.argv.slice(2)
  if (!Number(posts) || !file) {
    console.error('usage: node scripts/generate-wxr.mjs <posts> <file> [--rich] [--attachments]')
    process.exit(2)
  }
  await generateWxr(Number(posts), file, { rich: flags.includes('--rich'), attachments: flags.includes('--attachments') })
}
