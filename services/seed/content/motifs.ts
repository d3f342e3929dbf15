/**
 * The demo covers' subjects (issue #59, item 2): one drawing per article, in white over its
 * category's gradient (seed/images.ts), each with what it shows in every language (its alt text).
 * Drawn in a 600 x 600 box; the cover places it on its right half.
 */
type Motif = { svg: string; alt: Record<'pt-BR' | 'en' | 'es' | 'fr' | 'ht', string> }

const W = 'fill="#ffffff"'
const S = 'stroke="#ffffff" fill="none" stroke-linecap="round" stroke-linejoin="round"'
const soft = (o: number) => `fill="#ffffff" fill-opacity="${o}"`

export const MOTIFS: Record<string, Motif> = {
  budget: {
    svg: `<rect x="60" y="90" width="300" height="380" rx="24" ${soft(0.16)}/>${[140, 230, 180, 300, 260]
      .map((h, i) => `<rect x="${95 + i * 52}" y="${430 - h}" width="34" height="${h}" rx="6" ${W} fill-opacity="${0.55 + i * 0.09}"/>`)
      .join('')}<rect x="330" y="200" width="220" height="240" rx="18" ${soft(0.9)}/><rect x="330" y="200" width="220" height="56" rx="18" fill="#ffffff"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => `<rect x="${352 + (i % 3) * 64}" y="${280 + Math.floor(i / 3) * 70}" width="44" height="44" rx="8" fill="#000000" fill-opacity="0.12"/>`)
      .join('')}`,
    alt: {
      'pt-BR': 'Ilustração: colunas de um gráfico de barras crescendo ao lado de um calendário',
      en: 'Illustration: the columns of a bar chart growing beside a calendar',
      es: 'Ilustración: columnas de un gráfico de barras que crecen junto a un calendario',
      fr: 'Illustration : les colonnes d’un histogramme qui grandissent à côté d’un calendrier',
      ht: 'Ilistrasyon: kolòn yon grafik ba k ap monte bò kote yon kalandriye',
    },
  },
  cashflow: {
    svg: `<circle cx="300" cy="300" r="210" ${soft(0.14)}/><path d="M170 230 H410 M350 170 L410 230 L350 290" ${S} stroke-width="34"/><path d="M430 380 H190 M250 320 L190 380 L250 440" ${S} stroke-width="34" stroke-opacity="0.7"/>${[
      0, 1, 2,
    ]
      .map((i) => `<ellipse cx="${460 + i * 8}" cy="${500 - i * 26}" rx="70" ry="22" ${W} fill-opacity="${0.6 + i * 0.15}"/>`)
      .join('')}`,
    alt: {
      'pt-BR': 'Ilustração: uma seta de entrada e outra de saída de dinheiro sobre uma pilha de moedas',
      en: 'Illustration: an arrow of money coming in and one going out, over a stack of coins',
      es: 'Ilustración: una flecha de dinero que entra y otra que sale sobre una pila de monedas',
      fr: 'Illustration : une flèche d’argent qui entre et une qui sort, au-dessus d’une pile de pièces',
      ht: 'Ilistrasyon: yon flèch lajan k ap antre ak yon lòt k ap soti sou yon pil pyès monnen',
    },
  },
  automation: {
    svg: `${[
      [230, 260, 150, 0.9],
      [420, 400, 100, 0.65],
      [430, 160, 70, 0.5],
    ]
      .map(
        ([x, y, r, o]) =>
          `<g transform="translate(${x} ${y})" ${W} fill-opacity="${o}">${Array.from({ length: 10 }, (_, i) => `<rect x="${-r! * 0.14}" y="${-r! - 26}" width="${r! * 0.28}" height="${r! * 0.45}" rx="6" transform="rotate(${i * 36})"/>`).join('')}<circle r="${r}"/><circle r="${r! * 0.42}" fill="#000000" fill-opacity="0.25"/></g>`,
      )
      .join('')}`,
    alt: {
      'pt-BR': 'Ilustração: três engrenagens de tamanhos diferentes girando juntas',
      en: 'Illustration: three gears of different sizes turning together',
      es: 'Ilustración: tres engranajes de distintos tamaños que giran juntos',
      fr: 'Illustration : trois engrenages de tailles différentes qui tournent ensemble',
      ht: 'Ilistrasyon: twa angrenaj diferan gwosè k ap vire ansanm',
    },
  },
  kpi: {
    svg: `<path d="M110 400 A190 190 0 0 1 490 400" ${S} stroke-width="46" stroke-opacity="0.35"/><path d="M110 400 A190 190 0 0 1 410 246" ${S} stroke-width="46"/><path d="M300 400 L400 280" ${S} stroke-width="18"/><circle cx="300" cy="400" r="26" ${W}/><rect x="110" y="460" width="120" height="70" rx="12" ${soft(0.8)}/><rect x="240" y="460" width="120" height="70" rx="12" ${soft(0.6)}/><rect x="370" y="460" width="120" height="70" rx="12" ${soft(0.4)}/>`,
    alt: {
      'pt-BR': 'Ilustração: um velocímetro de painel apontando para a direita, com três cartões de indicadores embaixo',
      en: 'Illustration: a dashboard gauge pointing right, with three indicator cards below it',
      es: 'Ilustración: un indicador de tablero que apunta a la derecha, con tres tarjetas de indicadores debajo',
      fr: 'Illustration : une jauge de tableau de bord orientée à droite, avec trois cartes d’indicateurs en dessous',
      ht: 'Ilistrasyon: yon kadran ki montre adwat, ak twa kat endikatè anba l',
    },
  },
  cloud: {
    svg: `<path d="M150 300 a90 90 0 0 1 60 -160 a120 120 0 0 1 220 30 a80 80 0 0 1 10 160 z" ${W} fill-opacity="0.9"/><rect x="140" y="390" width="320" height="62" rx="12" ${soft(0.55)}/><rect x="140" y="466" width="320" height="62" rx="12" ${soft(0.4)}/>${[420, 496].map((y) => `<circle cx="410" cy="${y}" r="10" fill="#000000" fill-opacity="0.3"/>`).join('')}<path d="M300 320 V380" ${S} stroke-width="12" stroke-dasharray="14 12"/>`,
    alt: {
      'pt-BR': 'Ilustração: uma nuvem ligada por uma linha tracejada a dois servidores empilhados',
      en: 'Illustration: a cloud joined by a dashed line to two stacked servers',
      es: 'Ilustración: una nube unida por una línea discontinua a dos servidores apilados',
      fr: 'Illustration : un nuage relié par une ligne pointillée à deux serveurs empilés',
      ht: 'Ilistrasyon: yon nwaj ki konekte ak de sèvè youn sou lòt pa yon liy pwentiye',
    },
  },
  security: {
    svg: `<path d="M300 70 L500 140 V300 C500 420 410 500 300 540 C190 500 100 420 100 300 V140 Z" ${W} fill-opacity="0.85"/><rect x="225" y="270" width="150" height="120" rx="18" fill="#000000" fill-opacity="0.28"/><path d="M250 270 V230 a50 50 0 0 1 100 0 V270" stroke="#000000" stroke-opacity="0.28" stroke-width="22" fill="none"/><circle cx="300" cy="325" r="16" ${W}/>`,
    alt: {
      'pt-BR': 'Ilustração: um escudo com um cadeado fechado no centro',
      en: 'Illustration: a shield with a closed padlock in its centre',
      es: 'Ilustración: un escudo con un candado cerrado en el centro',
      fr: 'Illustration : un bouclier avec un cadenas fermé en son centre',
      ht: 'Ilistrasyon: yon plak pwoteksyon ak yon kadna fèmen nan mitan l',
    },
  },
  api: {
    svg: `${[
      [300, 300, 70],
      [140, 150, 44],
      [470, 160, 44],
      [130, 450, 44],
      [470, 460, 44],
    ]
      .map(
        ([x, y, r], i) =>
          `${i ? `<path d="M300 300 L${x} ${y}" ${S} stroke-width="10" stroke-opacity="0.6"/>` : ''}<circle cx="${x}" cy="${y}" r="${r}" ${W} fill-opacity="${i ? 0.7 : 0.95}"/>`,
      )
      .join('')}<path d="M275 285 h50 M275 315 h50" stroke="#000000" stroke-opacity="0.3" stroke-width="12" stroke-linecap="round"/>`,
    alt: {
      'pt-BR': 'Ilustração: um ponto central ligado a quatro sistemas ao redor',
      en: 'Illustration: a central hub connected to four systems around it',
      es: 'Ilustración: un punto central conectado a cuatro sistemas alrededor',
      fr: 'Illustration : un point central relié à quatre systèmes autour de lui',
      ht: 'Ilistrasyon: yon pwen santral ki konekte ak kat sistèm otou l',
    },
  },
  content: {
    svg: `<rect x="120" y="120" width="260" height="340" rx="18" ${soft(0.45)} transform="rotate(-8 250 290)"/><rect x="200" y="110" width="260" height="340" rx="18" ${W} fill-opacity="0.9"/>${[
      170, 210, 250, 290, 330,
    ]
      .map(
        (y, i) =>
          `<rect x="235" y="${y}" width="${i === 0 ? 150 : 190}" height="${i === 0 ? 22 : 12}" rx="6" fill="#000000" fill-opacity="${i === 0 ? 0.3 : 0.16}"/>`,
      )
      .join('')}<path d="M420 430 l80 -40 v120 l-80 -40 z" ${W}/><rect x="380" y="440" width="44" height="40" rx="8" ${W}/>`,
    alt: {
      'pt-BR': 'Ilustração: duas páginas de texto sobrepostas e um megafone',
      en: 'Illustration: two overlapping pages of text and a megaphone',
      es: 'Ilustración: dos páginas de texto superpuestas y un megáfono',
      fr: 'Illustration : deux pages de texte superposées et un mégaphone',
      ht: 'Ilistrasyon: de paj tèks youn sou lòt ak yon megafòn',
    },
  },
  newsletter: {
    svg: `<rect x="110" y="170" width="380" height="270" rx="22" ${W} fill-opacity="0.9"/><path d="M120 190 L300 320 L480 190" stroke="#000000" stroke-opacity="0.25" stroke-width="16" fill="none" stroke-linejoin="round"/><circle cx="470" cy="180" r="50" ${W}/><path d="M450 180 l14 14 l26 -30" stroke="#000000" stroke-opacity="0.35" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    alt: {
      'pt-BR': 'Ilustração: um envelope de e-mail com um sinal de leitura confirmada',
      en: 'Illustration: an e-mail envelope with a read mark',
      es: 'Ilustración: un sobre de correo con una marca de lectura',
      fr: 'Illustration : une enveloppe d’e-mail avec une marque de lecture',
      ht: 'Ilistrasyon: yon anvlòp imèl ak yon mak ki montre li li',
    },
  },
  support: {
    svg: `<rect x="90" y="130" width="300" height="190" rx="40" ${W} fill-opacity="0.9"/><path d="M150 320 l-20 70 l80 -70 z" ${W} fill-opacity="0.9"/><rect x="230" y="300" width="280" height="170" rx="40" ${soft(0.6)}/><path d="M450 470 l30 60 l-90 -60 z" ${soft(0.6)}/>${[160, 220, 280].map((x) => `<circle cx="${x}" cy="225" r="16" fill="#000000" fill-opacity="0.25"/>`).join('')}`,
    alt: {
      'pt-BR': 'Ilustração: dois balões de conversa, uma pergunta e a resposta',
      en: 'Illustration: two speech bubbles, a question and its answer',
      es: 'Ilustración: dos globos de conversación, una pregunta y su respuesta',
      fr: 'Illustration : deux bulles de dialogue, une question et sa réponse',
      ht: 'Ilistrasyon: de bil konvèsasyon, yon kesyon ak repons li',
    },
  },
  sales: {
    svg: `<path d="M90 140 H510 L370 330 V470 L230 520 V330 Z" ${W} fill-opacity="0.85"/><path d="M150 200 H450 M210 270 H390" stroke="#000000" stroke-opacity="0.2" stroke-width="14" stroke-linecap="round"/><circle cx="430" cy="420" r="70" ${S} stroke-width="22"/><path d="M480 470 L540 530" ${S} stroke-width="26"/>`,
    alt: {
      'pt-BR': 'Ilustração: um funil de vendas e uma lupa examinando a sua saída',
      en: 'Illustration: a sales funnel and a magnifying glass looking at what comes out',
      es: 'Ilustración: un embudo de ventas y una lupa que examina lo que sale',
      fr: 'Illustration : un entonnoir de vente et une loupe qui examine ce qui en sort',
      ht: 'Ilistrasyon: yon antonwa lavant ak yon loup k ap egzamine sa ki soti',
    },
  },
  productivity: {
    svg: `<circle cx="230" cy="290" r="160" ${W} fill-opacity="0.9"/><path d="M230 200 V290 L290 330" stroke="#000000" stroke-opacity="0.3" stroke-width="20" fill="none" stroke-linecap="round"/><rect x="360" y="190" width="170" height="230" rx="18" ${soft(0.6)}/>${[
      240, 300, 360,
    ]
      .map((y) => `<path d="M385 ${y} l14 14 l26 -26" ${S} stroke-width="10"/><rect x="440" y="${y - 4}" width="66" height="12" rx="6" ${W}/>`)
      .join('')}`,
    alt: {
      'pt-BR': 'Ilustração: um relógio ao lado de uma lista de tarefas concluídas',
      en: 'Illustration: a clock beside a list of tasks done',
      es: 'Ilustración: un reloj junto a una lista de tareas terminadas',
      fr: 'Illustration : une horloge à côté d’une liste de tâches terminées',
      ht: 'Ilistrasyon: yon revèy bò kote yon lis travay ki fini',
    },
  },
  taxes: {
    svg: `<rect x="150" y="90" width="300" height="400" rx="20" ${W} fill-opacity="0.9"/>${[150, 190, 230, 270]
      .map((y) => `<rect x="190" y="${y}" width="220" height="14" rx="7" fill="#000000" fill-opacity="0.16"/>`)
      .join(
        '',
      )}<circle cx="420" cy="440" r="90" ${soft(0.65)}/><path d="M380 480 L460 400" ${S} stroke-width="16"/><circle cx="388" cy="410" r="14" ${W}/><circle cx="452" cy="472" r="14" ${W}/>`,
    alt: {
      'pt-BR': 'Ilustração: um documento fiscal com um selo de porcentagem',
      en: 'Illustration: a tax form with a percentage stamp',
      es: 'Ilustración: un documento fiscal con un sello de porcentaje',
      fr: 'Illustration : un document fiscal avec un tampon de pourcentage',
      ht: 'Ilistrasyon: yon dokiman taks ak yon so pousantaj',
    },
  },
  ai: {
    svg: `<rect x="190" y="190" width="220" height="220" rx="30" ${W} fill-opacity="0.9"/>${[230, 300, 370]
      .flatMap((p) => [`<path d="M${p} 190 V120 M${p} 410 V480 M190 ${p} H120 M410 ${p} H480" ${S} stroke-width="14"/>`])
      .join('')}<circle cx="300" cy="300" r="56" fill="#000000" fill-opacity="0.22"/><path d="M270 300 l20 20 l40 -44" ${S} stroke-width="14"/>`,
    alt: {
      'pt-BR': 'Ilustração: um chip de computador com as suas conexões e um sinal de confirmação',
      en: 'Illustration: a computer chip with its connections and a check mark',
      es: 'Ilustración: un chip de computadora con sus conexiones y una marca de verificación',
      fr: 'Illustration : une puce d’ordinateur avec ses connexions et une coche',
      ht: 'Ilistrasyon: yon chip òdinatè ak koneksyon li yo ak yon mak konfimasyon',
    },
  },
  checklist: {
    svg: `<rect x="150" y="110" width="300" height="400" rx="24" ${W} fill-opacity="0.9"/><rect x="230" y="80" width="140" height="60" rx="16" ${soft(0.7)}/>${[
      200, 280, 360, 440,
    ]
      .map(
        (y, i) =>
          `<rect x="190" y="${y - 22}" width="44" height="44" rx="8" stroke="#000000" stroke-opacity="0.3" stroke-width="6" fill="none"/>${i < 3 ? `<path d="M198 ${y} l12 12 l22 -26" stroke="#000000" stroke-opacity="0.45" stroke-width="8" fill="none" stroke-linecap="round"/>` : ''}<rect x="256" y="${y - 7}" width="150" height="14" rx="7" fill="#000000" fill-opacity="0.16"/>`,
      )
      .join('')}`,
    alt: {
      'pt-BR': 'Ilustração: uma prancheta com uma lista de verificação quase toda marcada',
      en: 'Illustration: a clipboard with a checklist almost all ticked',
      es: 'Ilustración: un portapapeles con una lista de verificación casi toda marcada',
      fr: 'Illustration : un porte-bloc avec une liste de contrôle presque entièrement cochée',
      ht: 'Ilistrasyon: yon tablo ak yon lis verifikasyon ki prèske tout make',
    },
  },
  calendar: {
    svg: `<rect x="100" y="130" width="400" height="360" rx="26" ${W} fill-opacity="0.9"/><rect x="100" y="130" width="400" height="80" rx="26" ${W}/>${[170, 430].map((x) => `<rect x="${x - 10}" y="100" width="20" height="60" rx="10" ${W}/>`).join('')}${Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${140 + (i % 4) * 86}" y="${240 + Math.floor(i / 4) * 76}" width="60" height="52" rx="10" fill="#000000" fill-opacity="${[2, 5, 9].includes(i) ? 0.35 : 0.1}"/>`,
    ).join('')}`,
    alt: {
      'pt-BR': 'Ilustração: um calendário do mês com três datas marcadas',
      en: 'Illustration: a month calendar with three dates marked',
      es: 'Ilustración: un calendario del mes con tres fechas marcadas',
      fr: 'Illustration : un calendrier du mois avec trois dates marquées',
      ht: 'Ilistrasyon: yon kalandriye mwa a ak twa dat ki make',
    },
  },
}
