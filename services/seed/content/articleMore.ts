import type { Block } from '../lexical'

/**
 * What makes the demo articles read like real ones (issue #59, item 2): each one's further sections,
 * appended to its blocks in content/articles.ts, with links (to earlier articles, to the site's
 * pages and to public sources), lists, tables, quotes and figures. Keyed by the article's title;
 * `article:N` links to the Nth article of the list, always one seeded before.
 */
export const MORE_OF: Record<string, Block[]> = {
  'Como montar um orçamento anual realista para a sua empresa': [
    { h2: 'Um exemplo de orçamento por trimestre' },
    {
      p:
        'A tabela abaixo mostra um orçamento resumido de uma distribuidora com faturamento anual de R$ 4,8 milhões. Repare que o segundo trimestre ' +
        'concentra as vendas: é nele que a empresa deve **formar caixa** para atravessar o terceiro, historicamente mais fraco.',
    },
    {
      table: {
        head: ['Trimestre', 'Receita prevista', 'Despesas fixas', 'Despesas variáveis', 'Resultado'],
        rows: [
          ['1º', 'R$ 1,05 mi', 'R$ 420 mil', 'R$ 480 mil', 'R$ 150 mil'],
          ['2º', 'R$ 1,50 mi', 'R$ 430 mil', 'R$ 690 mil', 'R$ 380 mil'],
          ['3º', 'R$ 0,95 mi', 'R$ 440 mil', 'R$ 430 mil', 'R$ 80 mil'],
          ['4º', 'R$ 1,30 mi', 'R$ 450 mil', 'R$ 600 mil', 'R$ 250 mil'],
        ],
      },
    },
    { image: 'budget', alt: 'Gráfico de barras com a receita prevista de cada trimestre, mais alta no segundo' },
    { h2: 'Transforme o orçamento em rotina' },
    {
      ol: [
        'Feche o realizado do mês até o quinto dia útil seguinte.',
        'Compare cada linha com o orçado e anote a causa de todo desvio acima de 10%.',
        'Decida na mesma reunião o que muda: preço, volume, prazo ou despesa.',
        'Atualize a projeção dos meses seguintes, sem mexer no orçamento original.',
      ],
    },
    {
      p:
        'Manter o orçamento original intocado e trabalhar com uma projeção atualizada ao lado dele permite medir a qualidade das previsões ao longo ' +
        'do ano. No próximo ciclo, a equipe erra menos, porque sabe onde errou antes.',
    },
    { quote: 'Um orçamento não é uma promessa ao banco: é o mapa que a equipe usa para decidir onde colocar cada real.' },
    {
      p:
        'Quer ver como o acompanhamento funciona com os dados da sua empresa? [Fale com a nossa equipe](/contact) ou conheça o ' +
        '[RC Sistema I](/rc-sistemI), que gera o comparativo entre orçado e realizado automaticamente.',
    },
  ],
  'Fluxo de caixa: os cinco erros mais comuns em pequenas empresas': [
    { h2: 'Como corrigir cada um' },
    {
      table: {
        head: ['Erro', 'Correção', 'Quanto tempo leva'],
        rows: [
          ['Contas misturadas', 'Conta bancária só da empresa e pró-labore fixo', 'Uma semana'],
          ['Venda a prazo como dinheiro', 'Registrar a data prevista de recebimento', 'Imediato'],
          ['Impostos esquecidos', 'Provisionar os tributos no mês da venda', 'Um fechamento'],
          ['Sem capital de giro', 'Reserva equivalente a dois meses de despesas fixas', 'Alguns meses'],
          ['Controle mensal', 'Lançamentos no dia e conciliação semanal', 'Um mês de hábito'],
        ],
      },
    },
    {
      p:
        'O capital de giro merece atenção especial. Ele depende do orçamento: sem saber quando as vendas se concentram, a empresa não sabe de ' +
        'quanto precisa. Se você ainda não tem um orçamento anual, comece pelo nosso [guia de orçamento realista](article:1).',
    },
    { h2: 'Um termômetro semanal' },
    {
      ul: [
        '**Saldo projetado** para as próximas quatro semanas.',
        '**Recebimentos atrasados**, por cliente, com a data da última cobrança.',
        '**Pagamentos da semana**, separados entre os que podem e os que não podem ser adiados.',
      ],
    },
    {
      p:
        'Três números, uma vez por semana, bastam para que o caixa deixe de ser uma surpresa. O Sebrae mantém [materiais gratuitos sobre gestão ' +
        'financeira](https://sebrae.com.br/sites/PortalSebrae) que ajudam a montar a primeira planilha.',
    },

    { h2: 'Quando o caixa aperta mesmo assim' },
    {
      p:
        'Mesmo com controle, haverá meses difíceis. Nessas horas, a ordem das decisões importa: primeiro antecipe recebimentos com desconto para ' +
        'clientes que pagam em dia, depois renegocie prazos com fornecedores estratégicos e só então considere crédito bancário. Empréstimo para ' +
        'cobrir um buraco que se repete todo ano não resolve o problema: apenas o adia, com juros.',
    },
    {
      p:
        'Converse com o banco antes de precisar. Uma empresa que apresenta o fluxo projetado das próximas semanas negocia taxas melhores do que ' +
        'quem chega com a conta já no vermelho, e descobre com antecedência quanto crédito tem disponível.',
    },
  ],
  'Automação de processos: por onde começar sem parar a operação': [
    { h2: 'Como escolher o primeiro processo' },
    {
      p:
        'Dê uma nota de 1 a 5 a cada processo candidato em três critérios: volume (quantas vezes acontece), regra (o quanto segue passos fixos) ' +
        'e risco (o que acontece se der errado). Os melhores candidatos têm volume e regra altos e risco baixo.',
    },
    {
      table: {
        head: ['Processo', 'Volume', 'Regra', 'Risco', 'Prioridade'],
        rows: [
          ['Emissão de notas fiscais', '5', '5', '2', 'Alta'],
          ['Conciliação bancária', '4', '5', '2', 'Alta'],
          ['Aprovação de descontos', '3', '3', '4', 'Média'],
          ['Negociação com fornecedores', '2', '1', '4', 'Baixa'],
        ],
      },
    },
    {
      p:
        'Cobranças automáticas também ajudam no caixa: lembretes enviados no vencimento reduzem atrasos, um dos [erros mais comuns no fluxo de ' +
        'caixa](article:2) de pequenas empresas.',
    },
    { quote: 'Automatize o que é previsível; deixe para as pessoas o que exige conversa.' },
    { h2: 'Depois do primeiro ciclo' },
    {
      ol: [
        'Publique para a equipe o antes e o depois, em horas e em erros.',
        'Peça a quem executa o processo a próxima sugestão de automação.',
        'Revise a cada trimestre as automações que já existem: regras mudam.',
      ],
    },

    { h2: 'Pessoas primeiro' },
    {
      p:
        'Toda automação muda o trabalho de alguém. Explique à equipe o que vai mudar, por quê, e o que cada pessoa passará a fazer com o tempo ' +
        'liberado. Quem executa o processo hoje conhece as exceções que nenhum fluxograma registra: envolva essas pessoas desde o mapeamento, e ' +
        'elas serão as primeiras a apontar o que ainda falta automatizar.',
    },
    {
      p:
        'Guarde também um caminho manual para cada automação. Quando um sistema externo sair do ar, a equipe precisa saber como continuar ' +
        'trabalhando até que tudo volte ao normal, sem improviso.',
    },
  ],
  'Indicadores de desempenho que todo gestor deveria acompanhar': [
    { h2: 'Um painel de uma página' },
    {
      p:
        'Um bom painel cabe em uma página e responde a três perguntas: estamos onde planejamos, por que não, e o que faremos a respeito. Veja um ' +
        'modelo com meta, realizado e responsável:',
    },
    {
      table: {
        head: ['Indicador', 'Meta do mês', 'Realizado', 'Responsável'],
        rows: [
          ['Margem de contribuição', '38%', '35%', 'Financeiro'],
          ['Prazo médio de recebimento', '32 dias', '41 dias', 'Financeiro'],
          ['Taxa de conversão', '22%', '24%', 'Comercial'],
          ['Entregas no prazo', '95%', '91%', 'Operações'],
          ['Satisfação (NPS)', '60', '63', 'Atendimento'],
        ],
      },
    },
    { image: 'kpi', alt: 'Painel com um velocímetro acima da meta e três cartões de indicadores' },
    {
      p:
        'O prazo de recebimento acima da meta é o tipo de desvio que aparece primeiro no caixa. As rotinas do [guia de fluxo de caixa](article:2) ' +
        'ajudam a agir antes que ele vire falta de dinheiro.',
    },
    { h2: 'Como conduzir a reunião de indicadores' },
    {
      ul: [
        'Comece pelos indicadores fora da meta: os outros não precisam de discussão.',
        'Para cada desvio, uma causa e uma ação com dono e data.',
        'Termine revendo as ações da reunião anterior.',
      ],
    },
    { quote: 'O que não tem dono não melhora; o que não tem data não acontece.' },

    { h2: 'Indicadores de vaidade' },
    {
      p:
        'Desconfie de números que só sobem: seguidores, visitas ao site e cadastros totais raramente indicam se a empresa vai bem. Prefira taxas ' +
        'e médias que podem piorar, como conversão, margem e prazo, porque são elas que avisam quando algo precisa mudar.',
    },
  ],
  'ERP na nuvem ou instalado: como escolher': [
    { h2: 'Lado a lado' },
    {
      table: {
        head: ['Critério', 'Na nuvem', 'Instalado'],
        rows: [
          ['Investimento inicial', 'Baixo: assinatura mensal', 'Alto: licenças e servidores'],
          ['Atualizações', 'Automáticas, pelo fornecedor', 'Planejadas pela sua equipe'],
          ['Acesso remoto', 'De qualquer lugar, com internet', 'Depende de VPN e configuração'],
          ['Backups', 'Gerenciados, em outro local', 'Responsabilidade da empresa'],
          ['Internet instável', 'Trabalho interrompido', 'Operação local continua'],
        ],
      },
    },
    {
      p:
        'Antes de decidir, estime o custo total de cinco anos dos dois modelos, incluindo pessoas, energia e a troca de servidores. O resultado ' +
        'costuma surpreender quem compara apenas a mensalidade com a licença.',
    },
    { h2: 'Perguntas para o fornecedor' },
    {
      ol: [
        'Em que país e em que provedor os dados ficam hospedados?',
        'Com que frequência são feitas cópias de segurança, e quando foi o último teste de restauração?',
        'Como exporto todos os meus dados, e em que formato?',
        'Qual é o tempo de disponibilidade garantido em contrato?',
      ],
    },
    {
      p:
        'Qualquer que seja a escolha, os [indicadores de desempenho](article:4) da empresa precisam continuar chegando aos gestores sem ' +
        'planilhas paralelas: integração com o restante dos sistemas é parte da decisão.',
    },

    { h2: 'A migração dos dados' },
    {
      p:
        'Seja qual for o modelo, a troca de sistema começa pelos dados. Reserve tempo para limpar cadastros duplicados, padronizar nomes de ' +
        'produtos e conferir saldos de estoque antes da virada. Um sistema novo com dados velhos e desorganizados herda todos os problemas do ' +
        'anterior, e a equipe perde a confiança na ferramenta logo na primeira semana.',
    },
  ],
  'Segurança da informação para quem não é da área de TI': [
    { h2: 'Um plano de uma página para a equipe' },
    {
      ol: [
        'Ative a verificação em duas etapas no e-mail e nos sistemas da empresa.',
        'Use um gerenciador de senhas, com uma senha diferente para cada serviço.',
        'Mantenha computadores e celulares com atualizações automáticas ligadas.',
        'Faça cópias de segurança fora do escritório e teste a restauração a cada trimestre.',
        'Combine um canal para avisar sobre e-mails suspeitos, sem medo de errar.',
      ],
    },
    { image: 'security', alt: 'Escudo com um cadeado fechado, símbolo de proteção dos dados' },
    {
      p:
        'Dados de clientes merecem cuidado redobrado: a Lei Geral de Proteção de Dados vale para empresas de qualquer tamanho. A ' +
        '[Autoridade Nacional de Proteção de Dados](https://www.gov.br/anpd/pt-br) publica guias específicos para pequenos negócios.',
    },
    { quote: 'Segurança não é um produto que se compra, é um hábito que se pratica todos os dias.' },
    {
      p:
        'Se a empresa avalia migrar os sistemas para a nuvem, inclua essas perguntas na conversa com o fornecedor; o nosso [comparativo entre ' +
        'nuvem e sistema instalado](article:5) traz uma lista completa.',
    },

    { h2: 'Se algo der errado' },
    {
      p:
        'Incidentes acontecem até com empresas cuidadosas. O que diferencia uma empresa preparada é saber o que fazer na primeira hora: trocar ' +
        'as senhas afetadas, desconectar o equipamento suspeito da rede, avisar quem precisa saber e registrar o que aconteceu. Deixe essa lista ' +
        'impressa perto do responsável pela TI, porque no dia do problema o e-mail pode ser justamente o que está fora do ar.',
    },
    {
      p:
        'O [CERT.br](https://www.cert.br/) mantém cartilhas gratuitas de segurança para usuários e empresas, com linguagem acessível e exemplos do ' +
        'dia a dia.',
    },
  ],
  'Integrações via API: o que perguntar antes de contratar um sistema': [
    { h2: 'O que uma boa API oferece' },
    {
      table: {
        head: ['Recurso', 'Por que importa'],
        rows: [
          ['Documentação pública e exemplos', 'A integração começa sem depender do suporte'],
          ['Credenciais por integração', 'Cada sistema só acessa o que precisa, e pode ser desligado sozinho'],
          ['Avisos de eventos (webhooks)', 'Os sistemas ficam em dia sem consultas repetidas'],
          ['Limites de uso claros', 'Nenhuma surpresa quando o volume cresce'],
        ],
      },
    },
    {
      p:
        'Credenciais separadas por integração são também uma questão de [segurança da informação](article:6): se uma delas vazar, basta ' +
        'revogá-la, sem parar as outras.',
    },
    { h2: 'Um teste antes de assinar' },
    {
      ul: [
        'Peça uma credencial de teste e tente ler dez registros reais.',
        'Cadastre um registro pela API e veja se ele aparece na tela do sistema.',
        'Provoque um erro de propósito e leia a mensagem que volta.',
      ],
    },
    { p: 'Uma tarde de testes mostra mais sobre a API do que qualquer apresentação comercial.' },

    { h2: 'Quem mantém a integração' },
    {
      p:
        'Integrações não terminam no dia em que começam a funcionar. Sistemas recebem versões novas, campos mudam de nome e limites de uso são ' +
        'revistos. Antes de contratar, pergunte como o fornecedor avisa sobre mudanças na API, por quanto tempo versões antigas continuam ' +
        'funcionando e se existe um ambiente de testes separado do ambiente real.',
    },
    {
      p:
        'Do lado da empresa, defina um responsável por cada integração, com acesso aos registros de erro e autonomia para desativar uma ' +
        'credencial suspeita. Uma integração sem dono costuma ser descoberta quebrada semanas depois, quando os relatórios não fecham.',
    },
  ],
  'Marketing de conteúdo para empresas B2B: um guia prático': [
    { h2: 'Um calendário que a equipe consegue cumprir' },
    {
      p:
        'Consistência vale mais que volume. Um artigo aprofundado a cada duas semanas, divulgado na newsletter e nas redes, supera quatro textos ' +
        'apressados por mês. Escolha formatos que a equipe sabe produzir:',
    },
    {
      table: {
        head: ['Formato', 'Esforço', 'Para quê'],
        rows: [
          ['Guia prático', 'Alto', 'Atrair quem pesquisa um problema'],
          ['Estudo de caso', 'Médio', 'Convencer quem já compara fornecedores'],
          ['Lista de verificação', 'Baixo', 'Gerar contatos com um material para baixar'],
        ],
      },
    },
    {
      p:
        'Um bom exemplo de guia prático é o nosso texto sobre [indicadores de desempenho](article:4): ele responde a uma dúvida real, traz uma ' +
        'tabela que o leitor pode copiar e termina com um próximo passo.',
    },
    { quote: 'Conteúdo bom responde à pergunta que o cliente faria ao vendedor, antes que ele precise fazê-la.' },

    { h2: 'Da leitura ao contato comercial' },
    {
      p:
        'Um artigo que ninguém encontra não gera negócio. Distribua cada texto em três canais: a newsletter para quem já conhece a empresa, as ' +
        'redes profissionais para ampliar o alcance e o próprio time comercial, que pode enviar o link para clientes que fizeram a pergunta que o ' +
        'texto responde.',
    },
    {
      ol: [
        'Termine cada artigo com um próximo passo claro, como baixar um material ou falar com a equipe.',
        'Registre de onde vieram os contatos que chegam pelo site.',
        'Revise a cada trimestre quais temas trouxeram conversas de vendas, e escreva mais sobre eles.',
      ],
    },
    {
      p:
        'Com o tempo, o blog vira a biblioteca do time comercial: cada dúvida frequente tem um texto de referência, e a conversa com o cliente ' +
        'começa em um ponto mais avançado.',
    },
  ],
  'Como transformar a newsletter em um canal de relacionamento': [
    { h2: 'Anatomia de uma edição' },
    {
      ol: [
        'Um assunto que diz o que o leitor ganha ao abrir.',
        'Um texto principal, com um único chamado para a ação.',
        'Dois ou três links para conteúdos do blog, como o [guia de marketing de conteúdo](article:8).',
        'Um rodapé com o motivo do envio e o cancelamento em um clique.',
      ],
    },
    {
      p:
        'O cancelamento fácil não é só uma exigência da LGPD: ele mantém a lista saudável. Quem não quer receber e não consegue sair marca a ' +
        'mensagem como spam, e isso prejudica a entrega para todos os outros.',
    },
    {
      table: {
        head: ['Métrica', 'O que indica', 'Referência'],
        rows: [
          ['Taxa de abertura', 'Interesse no assunto', '25% a 40%'],
          ['Cliques', 'Utilidade do conteúdo', '2% a 5%'],
          ['Cancelamentos', 'Frequência ou tema errados', 'abaixo de 0,5% por envio'],
        ],
      },
    },
    {
      p: 'Quer receber as próximas edições? Inscreva-se pelo formulário no fim da [página inicial](/#newsletter).',
    },

    { h2: 'Frequência e horário' },
    {
      p:
        'Escolha uma frequência que a equipe consegue manter por um ano e anuncie essa frequência no formulário de inscrição. Quem se inscreve ' +
        'sabendo que receberá uma edição por mês estranha quando chegam três em uma semana. Teste o dia e o horário de envio por alguns meses e ' +
        'compare as aberturas antes de fixar a rotina.',
    },
    {
      p:
        'Por fim, responda às respostas. Leitores que respondem a uma edição estão oferecendo uma conversa; uma resposta pessoal transforma o ' +
        'envio em relacionamento, que é o objetivo do canal.',
    },
  ],
  'Atendimento ao cliente: respostas rápidas sem perder a qualidade': [
    { h2: 'Respostas prontas, mas não robóticas' },
    {
      p:
        'Modelos de resposta economizam tempo quando cobrem as perguntas mais frequentes. O segredo é tratá-los como ponto de partida: o atendente ' +
        'sempre ajusta o texto ao cliente e à situação.',
    },
    {
      ul: [
        'Cumprimente pelo nome e retome o pedido com as palavras do cliente.',
        'Diga o que vai acontecer e quando, mesmo que a solução demore.',
        'Termine confirmando se a resposta resolveu o problema.',
      ],
    },
    { h2: 'Prazos que cabem na rotina' },
    {
      table: {
        head: ['Canal', 'Primeira resposta', 'Solução'],
        rows: [
          ['Chat e WhatsApp', 'Até 15 minutos', 'No mesmo dia'],
          ['E-mail e formulário', 'Até 4 horas úteis', 'Até 2 dias úteis'],
          ['Telefone', 'Na hora', 'No mesmo dia'],
        ],
      },
    },
    {
      p:
        'Automatizar a triagem, como mostramos no artigo sobre [automação de processos](article:3), libera a equipe para as conversas que ' +
        'realmente precisam de uma pessoa.',
    },
    { quote: 'O cliente esquece quanto tempo esperou; não esquece se foi ouvido.' },

    { h2: 'Aprenda com cada chamado' },
    {
      p:
        'Uma vez por mês, reúna os motivos mais frequentes de contato e pergunte por que eles existem. Muitas dúvidas revelam uma tela confusa, ' +
        'um e-mail automático mal escrito ou uma etapa de entrega que ninguém explicou. Corrigir a causa reduz o volume de chamados mais do que ' +
        'qualquer ferramenta, e libera a equipe para os atendimentos que realmente precisam de atenção.',
    },
    {
      p:
        'Publique as respostas mais pedidas em uma página de perguntas frequentes, como a nossa [central de dúvidas](/faq), e use-as nos ' +
        'modelos de resposta: o cliente encontra a informação sozinho, e o atendente ganha uma base única e atualizada.',
    },
  ],
  'Vendas consultivas: entenda o problema antes de apresentar a solução': [
    { h2: 'Um roteiro para a primeira reunião' },
    {
      ol: [
        'Situação: como o cliente faz isso hoje, com que ferramentas e quem participa.',
        'Problema: o que não funciona, com exemplos recentes.',
        'Impacto: quanto o problema custa em tempo, dinheiro ou clientes.',
        'Próximo passo: o que precisa ser verdade para uma decisão.',
      ],
    },
    {
      p:
        'Anote as respostas com as palavras do cliente. Na proposta, elas mostram que a empresa ouviu, e evitam que a conversa volte ao preço ' +
        'antes de chegar ao valor.',
    },
    { quote: 'Quem pergunta bem não precisa empurrar: o cliente chega sozinho à conclusão.' },
    {
      p:
        'Conteúdo ajuda nessa etapa: enviar depois da reunião um [guia relacionado ao problema discutido](article:8) mantém a conversa viva sem ' +
        'parecer cobrança.',
    },

    { h2: 'Quando não vender' },
    {
      p:
        'Às vezes, a conversa mostra que a sua solução não é a melhor para aquele cliente. Dizer isso com clareza, e indicar um caminho melhor, ' +
        'custa uma venda hoje e rende uma recomendação amanhã. Clientes lembram de quem os ajudou a decidir bem, e voltam quando o problema ' +
        'deles muda de tamanho.',
    },
    {
      p:
        'Registre também as oportunidades perdidas, com o motivo real da perda. Depois de alguns meses, esses registros mostram padrões: um ' +
        'concorrente que aparece sempre, uma objeção que ninguém sabe responder, um perfil de cliente que nunca fecha. É matéria-prima para o ' +
        'marketing e para o produto.',
    },
  ],
  'Produtividade da equipe: menos reuniões, mais resultados': [
    { h2: 'Uma semana típica, antes e depois' },
    {
      table: {
        head: ['Atividade', 'Antes', 'Depois'],
        rows: [
          ['Reuniões recorrentes', '9 horas', '4 horas'],
          ['Trabalho focado, sem interrupção', '11 horas', '19 horas'],
          ['Mensagens e e-mails', '12 horas', '9 horas'],
        ],
      },
    },
    { image: 'productivity', alt: 'Relógio ao lado de uma lista de tarefas concluídas' },
    {
      p:
        'O ganho veio de três mudanças: reuniões de status substituídas por um resumo escrito, blocos de duas horas sem notificações e um canal ' +
        'único para pedidos urgentes. Os [indicadores da equipe](article:4) melhoraram já no primeiro mês.',
    },
    {
      ul: [
        'Toda reunião tem pauta enviada com um dia de antecedência.',
        'Quem não tem papel na pauta pode recusar sem explicar.',
        'A ata é de uma linha por decisão, com dono e data.',
      ],
    },

    { h2: 'Como começar na sua equipe' },
    {
      p:
        'Faça um inventário das reuniões recorrentes e pergunte, para cada uma, o que aconteceria se ela deixasse de existir por um mês. As que ' +
        'ninguém sentiria falta podem ser canceladas; as que geram decisões merecem pauta e horário fixo; as que só repassam informação podem ' +
        'virar um texto curto, lido no melhor momento de cada pessoa.',
    },
    {
      p:
        'Depois de um mês, repita a conta de horas da tabela acima com a equipe. Os números tornam visível um ganho que, de outra forma, seria ' +
        'apenas uma impressão, e ajudam a defender os novos hábitos quando a agenda voltar a apertar.',
    },
    { quote: 'Uma reunião que poderia ser um e-mail custa o tempo de todos os que estão nela.' },
    {
      p:
        'Nenhuma dessas regras exige ferramenta nova: basta combinar com a equipe, escrever o combinado em um lugar que todos encontram e ' +
        'revisar depois de um trimestre o que funcionou e o que precisa de ajuste.',
    },
  ],
  'Reforma tributária: o que muda no dia a dia da sua empresa': [
    { h2: 'O que acompanhar nos próximos meses' },
    {
      ul: [
        'O calendário de transição entre os tributos atuais e os novos.',
        'As regras de crédito para as compras da empresa.',
        'As mudanças no documento fiscal de cada venda.',
      ],
    },
    {
      p:
        'As regras oficiais e os cronogramas são publicados pela [Receita Federal](https://www.gov.br/receitafederal/pt-br). Planeje o impacto ' +
        'no [orçamento do próximo ano](article:1) com o seu contador.',
    },
  ],
  'Inteligência artificial na gestão: aplicações que já funcionam': [
    { h2: 'Onde a IA já ajuda' },
    {
      table: {
        head: ['Aplicação', 'Ganho típico', 'Cuidado'],
        rows: [
          ['Classificar e-mails de clientes', 'Triagem em segundos', 'Revisar os casos duvidosos'],
          ['Prever atrasos de pagamento', 'Cobrança antes do vencimento', 'Explicar o critério à equipe'],
          ['Resumir reuniões e chamados', 'Menos tempo com atas', 'Não enviar dados sensíveis a terceiros'],
        ],
      },
    },
    {
      p:
        'Comece pelos dados que a empresa já tem e por decisões repetitivas, como no nosso guia de [automação de processos](article:3). ' +
        'Modelos de IA dependem de dados organizados: sem eles, o resultado é só uma opinião rápida.',
    },
  ],
  'Checklist de implantação de um novo sistema de gestão': [
    { h2: 'Antes da virada' },
    {
      ol: [
        'Limpe os cadastros de clientes, produtos e fornecedores.',
        'Defina quem responde por cada módulo na empresa.',
        'Treine as pessoas com os dados delas, não com exemplos genéricos.',
        'Marque a data da virada longe do fechamento do mês.',
      ],
    },
    { p: 'Use também as perguntas do nosso [comparativo entre nuvem e sistema instalado](article:5) para alinhar o que esperar do fornecedor.' },
  ],
  'Calendário editorial: como planejar um trimestre de conteúdo': [
    { h2: 'Um trimestre em uma tabela' },
    {
      table: {
        head: ['Mês', 'Tema', 'Formato'],
        rows: [
          ['Janeiro', 'Planejamento e orçamento', 'Guia prático'],
          ['Fevereiro', 'Indicadores', 'Lista de verificação'],
          ['Março', 'Atendimento', 'Estudo de caso'],
        ],
      },
    },
    { p: 'Cada tema vira também uma edição da [newsletter](article:9).' },
  ],
}
