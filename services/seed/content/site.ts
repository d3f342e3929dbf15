/** Company, WhatsApp and FAQ demo content (pt-BR). */
export const COMPANY = {
  name: 'RC Sistemas',
  tagline: 'Gestão simples para empresas que querem crescer',
  email: 'contato@rcsistemas.example.com',
  phone: '(11) 3333-4455',
  address: 'Av. Paulista, 1000, 12º andar\nBela Vista, São Paulo - SP\n01310-100',
}

export const WHATSAPP = {
  phone: '5511933334455',
  message: 'Olá! Vim pelo site e gostaria de conhecer o RC Sistema I.',
  color: '#1E7E34',
  enabled: true,
}

export const FAQS = [
  {
    product: 'rc-sistemI',
    question: 'O que é o RC Sistema I?',
    answer:
      'É um sistema de gestão na nuvem que reúne finanças, vendas, estoque e emissão de notas fiscais em um só lugar, pensado para pequenas e médias empresas.',
  },
  {
    product: 'rc-sistemI',
    question: 'Preciso instalar alguma coisa?',
    answer: 'Não. O sistema funciona no navegador, em computadores, tablets e celulares. Basta uma conexão com a internet.',
  },
  {
    product: 'rc-sistemI',
    question: 'Quanto tempo leva a implantação?',
    answer: 'A maioria dos clientes começa a usar o sistema em até duas semanas, com a importação dos cadastros e o treinamento da equipe incluídos.',
  },
  {
    product: 'rc-sistemI',
    question: 'Meus dados ficam seguros?',
    answer: 'Sim. Os dados são criptografados em trânsito e em repouso, com cópias de segurança diárias e controle de acesso por usuário.',
  },
  {
    product: 'rc-sistemI',
    question: 'Posso integrar com outros sistemas?',
    answer: 'Sim. O RC Sistema I oferece uma API documentada, com credenciais próprias para cada integração e permissões por produto.',
  },
  {
    product: 'general',
    question: 'Como entro em contato com a equipe comercial?',
    answer: 'Use o formulário da página de contato ou o botão do WhatsApp. Respondemos no próximo dia útil.',
  },
  {
    product: 'general',
    question: 'Como cancelo a newsletter?',
    answer: 'Todo e-mail traz um link de cancelamento. Basta clicar, informar o motivo se quiser, e confirmar.',
  },
]
