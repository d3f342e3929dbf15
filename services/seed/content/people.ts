/** Demo staff authors (pt-BR). Their passwords are random: they use "forgot password". */
export const AUTHORS = [
  {
    email: 'mariana.costa@example.com',
    name: 'Mariana',
    last_name: 'Costa',
    position: 'marketing_director',
    gender: 'female',
    phone: '(11) 98888-1201',
    biography:
      'Diretora de marketing com quinze anos de experiência em empresas de software B2B. Escreve sobre posicionamento, conteúdo e relacionamento com ' +
      'clientes, e coordena o blog desde a sua criação.',
    portrait: ['#E0AC69', '#3B2219', '#31CCEC'],
  },
  {
    email: 'rafael.almeida@example.com',
    name: 'Rafael',
    last_name: 'Almeida',
    position: 'manager',
    gender: 'male',
    phone: '(11) 97777-3402',
    biography:
      'Gerente de produto do RC Sistema I. Antes, implantou sistemas de gestão em mais de cem empresas do varejo e da indústria. Gosta de processos ' +
      'simples e de números que contam histórias.',
    portrait: ['#C68642', '#1D1D1D', '#F2C037'],
  },
  {
    email: 'beatriz.santos@example.com',
    name: 'Beatriz',
    last_name: 'Santos',
    position: 'operational',
    gender: 'female',
    phone: '(21) 96666-5603',
    biography:
      'Engenheira de software e especialista em segurança da informação. Escreve sobre nuvem, integrações e boas práticas para proteger os dados da ' +
      'empresa e dos clientes.',
    portrait: ['#8D5524', '#4F4F4F', '#21BA45'],
  },
] as const

/**
 * The review step's two demo accounts (issue #45, item 4): a writer who drafts and submits, an
 * editor who publishes or returns with a note. They sign in with the admin's password (README).
 */
export const REVIEW_STAFF = [
  {
    email: 'editora@example.com',
    name: 'Eduarda',
    last_name: 'Lima',
    position: 'manager',
    gender: 'female',
    access: ['dashboard', 'article_management'],
  },
  {
    email: 'redator@example.com',
    name: 'Renato',
    last_name: 'Dias',
    position: 'operational',
    gender: 'male',
    access: ['article_writing'],
  },
] as const
