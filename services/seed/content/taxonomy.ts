/** Demo categories and tags (pt-BR). */
export const CATEGORIES = [
  {
    name: 'Gestão',
    description: 'Processos, indicadores e decisões para quem administra pequenas e médias empresas.',
    textColor: '#FFFFFF',
    backgroundColor: '#02236B',
    cover: ['#02236B', '#31CCEC'],
  },
  {
    name: 'Tecnologia',
    description: 'Sistemas, nuvem, integrações e segurança explicados sem jargão.',
    textColor: '#FFFFFF',
    backgroundColor: '#6A1B9A',
    cover: ['#4A148C', '#9C27b0'],
  },
  {
    name: 'Finanças',
    description: 'Fluxo de caixa, orçamento e tributos para o dia a dia da empresa.',
    textColor: '#1D1D1D',
    backgroundColor: '#F2C037',
    cover: ['#8D6E00', '#F2C037'],
  },
  {
    name: 'Marketing',
    description: 'Como atrair, converter e manter clientes com consistência.',
    textColor: '#FFFFFF',
    backgroundColor: '#1B5E20',
    cover: ['#1B5E20', '#21BA45'],
  },
] as const

export const TAGS = ['Produtividade', 'Automação', 'ERP', 'Segurança', 'Vendas', 'Orçamento', 'Nuvem', 'Atendimento'] as const
