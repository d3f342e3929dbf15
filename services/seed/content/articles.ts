import type { Block } from '../lexical'

type DemoArticle = {
  title: string
  excerpt: string
  category: string
  tags: string[]
  author: number
  /** Days from now: negative = already published, positive = scheduled; null = draft. */
  publishIn: number | null
  /** What its cover draws (content/motifs.ts). */
  motif: string
  blocks: Block[]
}

/** Demo articles (pt-BR): 12 published, 2 scheduled, 2 drafts. */
export const ARTICLES: DemoArticle[] = [
  {
    title: 'Como montar um orçamento anual realista para a sua empresa',
    excerpt: 'Um passo a passo para transformar o histórico de receitas e despesas em metas que a equipe consegue cumprir.',
    category: 'Finanças',
    tags: ['Orçamento', 'Produtividade'],
    author: 1,
    publishIn: -2,
    motif: 'budget',
    blocks: [
      {
        p:
          'O orçamento anual costuma nascer de uma planilha herdada do ano anterior, com alguns percentuais de crescimento aplicados sobre cada linha. O ' +
          'resultado parece organizado, mas raramente conversa com a realidade da operação. Neste artigo mostramos um método simples para construir um ' +
          'orçamento que serve de ferramenta de gestão, e não apenas de obrigação contábil.',
      },
      { h2: 'Comece pelo histórico, não pela meta' },
      {
        p:
          'Reúna ao menos doze meses de receitas e despesas, separadas por centro de custo. Observe a sazonalidade: muitas empresas descobrem que metade ' +
          'do faturamento se concentra em quatro meses, e que o caixa aperta justamente quando as despesas fixas sobem. Esse retrato é o ponto de partida ' +
          'para qualquer projeção honesta.',
      },
      { h2: 'Envolva quem executa' },
      {
        p:
          'Cada gestor de área deve propor os próprios números e justificar as premissas. Quando a equipe participa da construção, o orçamento deixa de ' +
          'ser uma imposição e passa a ser um compromisso. A diretoria continua com a palavra final, mas decide com informação melhor.',
      },
      {
        ul: [
          'Defina premissas explícitas de preço, volume e inflação.',
          'Separe despesas fixas, variáveis e investimentos.',
          'Revise o orçamento a cada trimestre, não apenas em dezembro.',
        ],
      },
      {
        p:
          'Com um sistema de gestão integrado, o acompanhamento do realizado contra o orçado acontece automaticamente, e os desvios aparecem enquanto ' +
          'ainda há tempo para corrigir a rota.',
      },
    ],
  },
  {
    title: 'Fluxo de caixa: os cinco erros mais comuns em pequenas empresas',
    excerpt: 'Misturar contas pessoais e da empresa é só o começo. Veja como evitar armadilhas que comprometem o caixa.',
    category: 'Finanças',
    tags: ['Orçamento'],
    author: 2,
    publishIn: -6,
    motif: 'cashflow',
    blocks: [
      {
        p:
          'O fluxo de caixa é o termômetro mais sensível da saúde de uma empresa. Lucro no papel não paga fornecedores: dinheiro disponível, sim. Ainda ' +
          'assim, muitas empresas só olham para o caixa quando ele já está negativo.',
      },
      { h2: 'Os erros que mais vemos' },
      {
        ul: [
          'Misturar finanças pessoais e empresariais.',
          'Registrar vendas a prazo como se fossem dinheiro em conta.',
          'Ignorar impostos que vencem no mês seguinte.',
          'Não reservar capital de giro para a sazonalidade.',
          'Atualizar o controle apenas uma vez por mês.',
        ],
      },
      {
        p:
          'Cada um desses erros tem uma correção simples, mas que exige disciplina. A mais importante é registrar as movimentações no dia em que ' +
          'acontecem, com a data prevista de entrada ou saída do dinheiro.',
      },
      { quote: 'Caixa é fato, lucro é opinião. Gerencie os dois, mas nunca confunda um com o outro.' },
      {
        p:
          'Ferramentas de conciliação bancária automática reduzem o trabalho manual e diminuem a chance de erro. O tempo economizado pode ser usado para ' +
          'analisar tendências e negociar melhores prazos.',
      },
    ],
  },
  {
    title: 'Automação de processos: por onde começar sem parar a operação',
    excerpt: 'Identifique tarefas repetitivas, meça o ganho esperado e automatize em pequenos ciclos.',
    category: 'Gestão',
    tags: ['Automação', 'Produtividade'],
    author: 2,
    publishIn: -9,
    motif: 'automation',
    blocks: [
      {
        p:
          'Automatizar processos não significa substituir pessoas por robôs. Significa tirar da equipe as tarefas repetitivas e sujeitas a erro, para que ' +
          'ela possa se dedicar ao que exige julgamento e relacionamento.',
      },
      { h2: 'Mapeie antes de automatizar' },
      {
        p:
          'Escolha um processo e desenhe cada etapa, quem a executa e quanto tempo leva. É comum descobrir etapas que existem apenas por hábito. ' +
          'Elimine-as antes de automatizar: automatizar um processo ruim só faz o erro acontecer mais rápido.',
      },
      { h2: 'Comece pequeno' },
      {
        p:
          'Emissão de notas fiscais, conciliação bancária e envio de cobranças são bons candidatos para o primeiro ciclo. O ganho é fácil de medir e o ' +
          'risco é baixo. Com os primeiros resultados, fica mais fácil conseguir apoio para projetos maiores.',
      },
      {
        p:
          'Registre os indicadores antes e depois de cada mudança. Horas economizadas, erros evitados e prazos cumpridos são os argumentos que sustentam ' +
          'a próxima etapa.',
      },
    ],
  },
  {
    title: 'Indicadores de desempenho que todo gestor deveria acompanhar',
    excerpt: 'Menos painéis, mais decisões: os indicadores que realmente mostram se a empresa está no caminho certo.',
    category: 'Gestão',
    tags: ['Produtividade', 'ERP'],
    author: 1,
    publishIn: -13,
    motif: 'kpi',
    blocks: [
      {
        p:
          'Painéis com dezenas de gráficos impressionam nas reuniões, mas raramente mudam decisões. Um bom conjunto de indicadores é curto, atualizado ' +
          'com frequência e ligado a metas claras.',
      },
      { h2: 'Quatro famílias de indicadores' },
      {
        ul: [
          'Financeiros: margem de contribuição, prazo médio de recebimento e geração de caixa.',
          'Comerciais: taxa de conversão, ticket médio e custo de aquisição.',
          'Operacionais: prazo de entrega, retrabalho e produtividade por equipe.',
          'Clientes: satisfação, recompra e reclamações resolvidas.',
        ],
      },
      {
        p:
          'Para cada indicador, defina o responsável, a fonte dos dados e a frequência de atualização. Sem isso, os números perdem credibilidade e as ' +
          'reuniões viram discussões sobre qual planilha está certa.',
      },
      { p: 'Um sistema de gestão integrado elimina boa parte desse atrito, porque todos olham para a mesma base de dados.' },
    ],
  },
  {
    title: 'ERP na nuvem ou instalado: como escolher',
    excerpt: 'Custos, segurança, disponibilidade e integrações: um comparativo honesto para decidir com calma.',
    category: 'Tecnologia',
    tags: ['ERP', 'Nuvem'],
    author: 3,
    publishIn: -16,
    motif: 'cloud',
    blocks: [
      {
        p:
          'A escolha entre um sistema de gestão na nuvem ou instalado nos servidores da empresa já foi uma questão ideológica. Hoje é uma decisão ' +
          'prática, que depende do tamanho da equipe, da conectividade e da capacidade de manter infraestrutura própria.',
      },
      { h2: 'O que pesa a favor da nuvem' },
      {
        p:
          'Atualizações automáticas, backups gerenciados e acesso de qualquer lugar. Para empresas sem equipe de TI dedicada, transferir essas ' +
          'responsabilidades a um fornecedor especializado costuma reduzir riscos.',
      },
      { h2: 'Quando manter o sistema instalado' },
      {
        p:
          'Operações em locais com internet instável, exigências regulatórias específicas ou integrações com máquinas industriais podem justificar a ' +
          'instalação local. Nesses casos, planeje backups externos e um plano de recuperação testado.',
      },
      {
        p:
          'Independentemente do modelo, exija do fornecedor clareza sobre onde os dados ficam, como são protegidos e como podem ser exportados se a ' +
          'empresa decidir mudar de sistema.',
      },
    ],
  },
  {
    title: 'Segurança da informação para quem não é da área de TI',
    excerpt: 'Senhas, atualizações e cópias de segurança: hábitos simples que evitam a maioria dos incidentes.',
    category: 'Tecnologia',
    tags: ['Segurança', 'Nuvem'],
    author: 3,
    publishIn: -20,
    motif: 'security',
    blocks: [
      {
        p:
          'A maior parte dos incidentes de segurança em pequenas e médias empresas não começa com um ataque sofisticado, mas com uma senha fraca, um ' +
          'programa desatualizado ou um e-mail falso aberto com pressa.',
      },
      { h2: 'Três hábitos que fazem diferença' },
      {
        ul: [
          'Use um gerenciador de senhas e ative a verificação em duas etapas.',
          'Mantenha sistemas e navegadores sempre atualizados.',
          'Faça cópias de segurança automáticas e teste a restauração.',
        ],
      },
      {
        p:
          'Treine a equipe para desconfiar de mensagens urgentes que pedem pagamentos ou dados de acesso. Um telefonema de confirmação evita prejuízos ' +
          'que nenhum seguro cobre por completo.',
      },
      { quote: 'Segurança não é um produto que se compra, é um hábito que se pratica todos os dias.' },
    ],
  },
  {
    title: 'Integrações via API: o que perguntar antes de contratar um sistema',
    excerpt: 'Documentação, limites, credenciais e suporte: a lista de verificação para integrações que não dão dor de cabeça.',
    category: 'Tecnologia',
    tags: ['Automação', 'ERP'],
    author: 3,
    publishIn: -24,
    motif: 'api',
    blocks: [
      {
        p:
          'Quase todo sistema moderno anuncia uma API. A diferença está nos detalhes: documentação clara, credenciais com permissões limitadas, limites ' +
          'de uso conhecidos e um ambiente de testes.',
      },
      { h2: 'Perguntas essenciais' },
      {
        ul: [
          'A documentação é pública e traz exemplos de cada chamada?',
          'É possível criar credenciais por integração, com validade e permissões próprias?',
          'Como são comunicadas mudanças incompatíveis?',
          'Existe registro de uso para auditoria?',
        ],
      },
      {
        p: 'Credenciais devem ser tratadas como senhas: guardadas em local seguro, renovadas periodicamente e revogadas assim que deixarem de ser necessárias.',
      },
    ],
  },
  {
    title: 'Marketing de conteúdo para empresas B2B: um guia prático',
    excerpt: 'Como planejar, produzir e medir conteúdo que gera conversas de venda qualificadas.',
    category: 'Marketing',
    tags: ['Vendas', 'Atendimento'],
    author: 1,
    publishIn: -28,
    motif: 'content',
    blocks: [
      {
        p:
          'No mercado B2B, a decisão de compra envolve várias pessoas e leva semanas ou meses. Conteúdo útil acompanha essa jornada, responde dúvidas ' +
          'antes que elas virem objeções e posiciona a empresa como referência.',
      },
      { h2: 'Planeje a partir das perguntas dos clientes' },
      {
        p:
          'Converse com a equipe comercial e com o suporte. As perguntas que eles ouvem todos os dias são a melhor pauta possível. Um artigo que responde ' +
          'bem a uma dúvida frequente continua gerando contatos por anos.',
      },
      { h2: 'Meça o que importa' },
      {
        p:
          'Visitas são apenas o começo. Acompanhe inscrições na newsletter, pedidos de contato e a participação do conteúdo nas vendas fechadas. Esses ' +
          'números mostram o retorno real do investimento.',
      },
    ],
  },
  {
    title: 'Como transformar a newsletter em um canal de relacionamento',
    excerpt: 'Frequência, tom e segmentação: o que faz uma newsletter ser lida em vez de ignorada.',
    category: 'Marketing',
    tags: ['Atendimento', 'Vendas'],
    author: 1,
    publishIn: -33,
    motif: 'newsletter',
    blocks: [
      { p: 'Uma newsletter não é um panfleto digital. Quem se inscreveu quer receber algo de valor: uma ideia aplicável, um dado novo, um convite relevante.' },
      { h2: 'Boas práticas' },
      {
        ul: [
          'Mantenha uma frequência previsível.',
          'Escreva como quem conversa, com um assunto claro por edição.',
          'Facilite o cancelamento: respeito gera confiança.',
          'Pergunte o motivo de quem sai e use as respostas para melhorar.',
        ],
      },
      { p: 'Com o tempo, a newsletter se torna o canal mais barato e mais fiel de contato com clientes e potenciais clientes.' },
    ],
  },
  {
    title: 'Atendimento ao cliente: respostas rápidas sem perder a qualidade',
    excerpt: 'Prazos claros, histórico centralizado e prioridades definidas para um atendimento que encanta.',
    category: 'Gestão',
    tags: ['Atendimento', 'Produtividade'],
    author: 2,
    publishIn: -37,
    motif: 'support',
    blocks: [
      {
        p:
          'Clientes toleram um problema, mas dificilmente toleram o silêncio. Informar um prazo realista de resposta já reduz boa parte da ansiedade de ' +
          'quem entra em contato.',
      },
      { h2: 'Centralize o histórico' },
      {
        p:
          'Quando cada atendente guarda as conversas no próprio e-mail, o cliente precisa repetir a história a cada contato. Um registro central, ' +
          'acessível a toda a equipe, evita retrabalho e mostra cuidado.',
      },
      {
        p:
          'Classifique os contatos por urgência e potencial. Um pedido de orçamento de um cliente novo merece retorno no mesmo dia; uma dúvida simples ' +
          'pode ser respondida por um artigo da base de conhecimento.',
      },
    ],
  },
  {
    title: 'Vendas consultivas: entenda o problema antes de apresentar a solução',
    excerpt: 'Perguntas certas, escuta ativa e propostas sob medida aumentam a taxa de conversão.',
    category: 'Marketing',
    tags: ['Vendas'],
    author: 2,
    publishIn: -42,
    motif: 'sales',
    blocks: [
      {
        p:
          'A venda consultiva parte de uma premissa simples: o cliente compra a solução de um problema, não uma lista de funcionalidades. Por isso, a ' +
          'primeira conversa deve ser dedicada a entender o contexto.',
      },
      { h2: 'Perguntas que abrem a conversa' },
      {
        ul: [
          'O que motivou a busca por uma solução agora?',
          'Como o processo funciona hoje e onde ele falha?',
          'Quem mais participa da decisão?',
          'Como será medido o sucesso do projeto?',
        ],
      },
      {
        p:
          'Com essas respostas, a proposta deixa de ser genérica e passa a falar a língua do cliente, com ganhos estimados e um plano de implantação ' +
          'realista.',
      },
    ],
  },
  {
    title: 'Produtividade da equipe: menos reuniões, mais resultados',
    excerpt: 'Rituais curtos, pautas objetivas e decisões registradas liberam tempo para o trabalho que importa.',
    category: 'Gestão',
    tags: ['Produtividade'],
    author: 1,
    publishIn: -50,
    motif: 'productivity',
    blocks: [
      {
        p:
          'Reuniões são caras: multiplique a duração pelo número de participantes e pelo custo da hora de cada um. Ainda assim, muitas acontecem sem ' +
          'pauta, sem decisão e sem registro.',
      },
      { h2: 'Regras simples' },
      {
        ul: [
          'Toda reunião tem pauta enviada com antecedência.',
          'Quem não tem papel na decisão recebe o resumo depois.',
          'Decisões e responsáveis são registrados ao final.',
        ],
      },
      {
        p:
          'Ferramentas colaborativas ajudam, mas a mudança principal é cultural. Comece pelas reuniões recorrentes: reduza a duração pela metade e ' +
          'observe se algo se perde.',
      },
    ],
  },
  {
    title: 'Reforma tributária: o que muda no dia a dia da sua empresa',
    excerpt: 'Um resumo prático das mudanças e de como preparar sistemas e processos para a transição.',
    category: 'Finanças',
    tags: ['Orçamento', 'ERP'],
    author: 2,
    publishIn: 2,
    motif: 'taxes',
    blocks: [
      {
        p:
          'A reforma tributária vai alterar a forma como as empresas calculam e recolhem tributos sobre o consumo. A transição será gradual, mas a ' +
          'preparação precisa começar agora.',
      },
      { h2: 'Prepare seus sistemas' },
      {
        p:
          'Cadastros de produtos, regras fiscais e emissão de documentos precisarão de ajustes. Converse com o fornecedor do seu sistema de gestão sobre ' +
          'o cronograma de atualizações.',
      },
      { p: 'Revise também contratos de longo prazo e a formação de preços, considerando o período em que os dois modelos vão conviver.' },
    ],
  },
  {
    title: 'Inteligência artificial na gestão: aplicações que já funcionam',
    excerpt: 'Previsão de demanda, classificação de documentos e atendimento: onde a IA já entrega resultado.',
    category: 'Tecnologia',
    tags: ['Automação', 'Nuvem'],
    author: 3,
    publishIn: 5,
    motif: 'ai',
    blocks: [
      {
        p:
          'Entre promessas exageradas e ceticismo, há aplicações de inteligência artificial que já trazem ganhos concretos para empresas de todos os ' +
          'tamanhos.',
      },
      { h2: 'Onde começar' },
      {
        ul: [
          'Previsão de demanda a partir do histórico de vendas.',
          'Leitura e classificação automática de documentos fiscais.',
          'Sugestões de resposta para o atendimento.',
        ],
      },
      { p: 'O segredo é começar com dados organizados e um problema bem definido, medindo o resultado antes de ampliar o uso.' },
    ],
  },
  {
    title: 'Checklist de implantação de um novo sistema de gestão',
    excerpt: 'Rascunho: etapas, responsáveis e armadilhas de uma implantação bem-sucedida.',
    category: 'Gestão',
    tags: ['ERP'],
    author: 2,
    publishIn: null,
    motif: 'checklist',
    blocks: [
      { p: 'Uma implantação bem-sucedida depende mais de preparação do que de tecnologia. Este checklist reúne as etapas que não podem faltar.' },
      {
        ul: [
          'Defina um patrocinador na diretoria.',
          'Limpe os cadastros antes de migrar.',
          'Treine os usuários-chave primeiro.',
          'Planeje a virada para um período de baixo movimento.',
        ],
      },
    ],
  },
  {
    title: 'Calendário editorial: como planejar um trimestre de conteúdo',
    excerpt: 'Rascunho: temas, formatos e frequência para manter o blog ativo sem sobrecarregar a equipe.',
    category: 'Marketing',
    tags: ['Vendas', 'Produtividade'],
    author: 1,
    publishIn: null,
    motif: 'calendar',
    blocks: [
      { p: 'Um calendário editorial evita a correria de última hora e garante equilíbrio entre temas. Planeje por trimestre e revise a cada mês.' },
      { p: 'Combine artigos de fundo, estudos de caso e notícias do produto, alternando autores para dar voz a diferentes áreas da empresa.' },
    ],
  },
]
