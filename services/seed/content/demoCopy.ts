import type { ContentLocale } from '../../../domain/contentLocales'

/**
 * The demo company's own words where a company's site has neutral ones (issue #59, item 3): laid
 * over the catalogues when the demo seeds the site's texts, menus and product page, and nowhere else.
 */
export const DEMO_COPY: Record<ContentLocale, Record<string, unknown>> = {
  'pt-BR': {
    site: {
      nav: {
        product: 'RC Sistema I',
      },
    },
    siteTexts: {
      hero: {
        kicker: 'Ideias que movem empresas',
        lead: 'Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.',
        button: 'Conheça o RC Sistema I',
        href: '/rc-sistemI',
      },
      band: {
        title: 'Toda a sua empresa em um só sistema',
        text: 'Vendas, financeiro, estoque e pessoas em um só lugar, com relatórios em que você pode confiar. O RC Sistema I cresce junto com o seu negócio.',
        button: 'Conheça o RC Sistema I',
        href: '/rc-sistemI',
      },
      reasons: {
        title: 'Por que as empresas nos escolhem',
        items: [
          {
            title: 'Prático',
            text: 'Cada guia termina com passos que você aplica ainda esta semana.',
          },
          {
            title: 'Perto de você',
            text: 'Suporte em português, por quem conhece o seu mercado.',
          },
          {
            title: 'Seguro',
            text: 'Seus dados ficam protegidos e sob o seu controle.',
          },
        ],
      },
      closing: {
        title: 'Pronto para organizar a sua empresa?',
        text: 'Fale com a nossa equipe e veja o RC Sistema I funcionando com os seus próprios dados.',
        button: 'Falar com a equipe',
        href: '/contact',
      },
      footerAbout: 'Software de gestão e guias práticos para empresas que querem crescer com organização.',
      contactIntro: 'Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve.',
    },
    product: {
      title: 'RC Sistema I',
      metaDescription: 'RC Sistema I: vendas, financeiro, estoque e pessoas em um só sistema de gestão.',
      kicker: 'Sistema de gestão',
      lead: 'Vendas, financeiro, estoque e pessoas em um só lugar. Simples para começar, forte para crescer com você.',
      cta: 'Solicitar demonstração',
      featuresTitle: 'O que você recebe',
      features: [
        {
          title: 'Vendas e faturamento',
          text: 'Orçamentos, pedidos e notas fiscais em poucos cliques, com os impostos já calculados.',
        },
        {
          title: 'Financeiro',
          text: 'Fluxo de caixa, contas a pagar e a receber, conciliação bancária e relatórios claros.',
        },
        {
          title: 'Estoque',
          text: 'Inventário por local, alertas de estoque baixo e o histórico de cada movimentação.',
        },
        {
          title: 'Pessoas',
          text: 'Equipes, permissões e a atividade de cada usuário, com segurança desde o início.',
        },
      ],
      stepsTitle: 'Como funciona',
      steps: [
        'Solicite uma demonstração e conte sobre a sua empresa.',
        'Configuramos o RC Sistema I com os seus próprios dados.',
        'Sua equipe começa a usar, com o nosso suporte desde o primeiro dia.',
      ],
    },
    faq: {
      productNames: {
        'rc-sistemI': 'RC Sistema I',
      },
    },
  },
  en: {
    site: {
      nav: {
        product: 'RC Sistema I',
      },
    },
    siteTexts: {
      hero: {
        kicker: 'Ideas that move companies',
        lead: 'Management software and practical guides on finance, sales and technology for small and mid-sized companies.',
        button: 'Meet RC Sistema I',
        href: '/rc-sistemI',
      },
      band: {
        title: 'Your whole company in one system',
        text: 'Sales, finance, stock and people in one place, with reports you can trust. RC Sistema I grows with your business.',
        button: 'Discover RC Sistema I',
        href: '/rc-sistemI',
      },
      reasons: {
        title: 'Why companies choose us',
        items: [
          {
            title: 'Practical',
            text: 'Every guide ends with steps you can apply this week.',
          },
          {
            title: 'Close to you',
            text: 'Support in Portuguese, by people who know your market.',
          },
          {
            title: 'Secure',
            text: 'Your data stays protected and under your control.',
          },
        ],
      },
      closing: {
        title: 'Ready to organise your company?',
        text: 'Talk to our team and see RC Sistema I working with your own data.',
        button: 'Talk to our team',
        href: '/contact',
      },
      footerAbout: 'Management software and practical guides for companies that want to grow with order.',
      contactIntro: 'Questions, proposals or a demo of RC Sistema I: write to us and we will answer soon.',
    },
    product: {
      title: 'RC Sistema I',
      metaDescription: 'RC Sistema I: sales, finance, stock and people in one management system.',
      kicker: 'Management system',
      lead: 'Sales, finance, stock and people in one place. Simple to start, strong enough to grow with you.',
      cta: 'Request a demo',
      featuresTitle: 'What you get',
      features: [
        {
          title: 'Sales and invoicing',
          text: 'Quotes, orders and invoices in a few clicks, with the taxes already calculated.',
        },
        {
          title: 'Finance',
          text: 'Cash flow, payables and receivables, bank reconciliation and clear reports.',
        },
        {
          title: 'Stock',
          text: 'Inventory by location, alerts for low stock and a history of every movement.',
        },
        {
          title: 'People',
          text: 'Teams, permissions and the activity of each user, with security built in.',
        },
      ],
      stepsTitle: 'How it works',
      steps: [
        'Request a demo and tell us about your company.',
        'We set up RC Sistema I with your own data.',
        'Your team starts using it, with our support from day one.',
      ],
    },
    faq: {
      productNames: {
        'rc-sistemI': 'RC Sistema I',
      },
    },
  },
  es: {
    site: {
      nav: {
        product: 'RC Sistema I',
      },
    },
    siteTexts: {
      hero: {
        kicker: 'Ideas que mueven empresas',
        lead: 'Software de gestión y guías prácticas de finanzas, ventas y tecnología para pequeñas y medianas empresas.',
        button: 'Conozca RC Sistema I',
        href: '/rc-sistemI',
      },
      band: {
        title: 'Toda su empresa en un solo sistema',
        text: 'Ventas, finanzas, inventario y personas en un solo lugar, con informes confiables. RC Sistema I crece con su negocio.',
        button: 'Descubra RC Sistema I',
        href: '/rc-sistemI',
      },
      reasons: {
        title: 'Por qué las empresas nos eligen',
        items: [
          {
            title: 'Práctico',
            text: 'Cada guía termina con pasos que puede aplicar esta misma semana.',
          },
          {
            title: 'Cerca de usted',
            text: 'Soporte cercano, de personas que conocen su mercado.',
          },
          {
            title: 'Seguro',
            text: 'Sus datos quedan protegidos y bajo su control.',
          },
        ],
      },
      closing: {
        title: '¿Listo para organizar su empresa?',
        text: 'Hable con nuestro equipo y vea RC Sistema I funcionando con sus propios datos.',
        button: 'Hablar con el equipo',
        href: '/contact',
      },
      footerAbout: 'Software de gestión y guías prácticas para empresas que quieren crecer con orden.',
      contactIntro: 'Preguntas, propuestas o una demostración de RC Sistema I: escríbanos y le responderemos pronto.',
    },
    product: {
      title: 'RC Sistema I',
      metaDescription: 'RC Sistema I: ventas, finanzas, inventario y personas en un solo sistema de gestión.',
      kicker: 'Sistema de gestión',
      lead: 'Ventas, finanzas, inventario y personas en un solo lugar. Fácil para empezar, sólido para crecer con usted.',
      cta: 'Solicitar una demostración',
      featuresTitle: 'Lo que obtiene',
      features: [
        {
          title: 'Ventas y facturación',
          text: 'Presupuestos, pedidos y facturas en pocos clics, con los impuestos ya calculados.',
        },
        {
          title: 'Finanzas',
          text: 'Flujo de caja, cuentas por pagar y por cobrar, conciliación bancaria e informes claros.',
        },
        {
          title: 'Inventario',
          text: 'Existencias por ubicación, alertas de stock bajo y el historial de cada movimiento.',
        },
        {
          title: 'Personas',
          text: 'Equipos, permisos y la actividad de cada usuario, con la seguridad incorporada.',
        },
      ],
      stepsTitle: 'Cómo funciona',
      steps: [
        'Solicite una demostración y cuéntenos sobre su empresa.',
        'Configuramos RC Sistema I con sus propios datos.',
        'Su equipo empieza a usarlo, con nuestro soporte desde el primer día.',
      ],
    },
    faq: {
      productNames: {
        'rc-sistemI': 'RC Sistema I',
      },
    },
  },
  fr: {
    site: {
      nav: {
        product: 'RC Sistema I',
      },
    },
    siteTexts: {
      hero: {
        kicker: 'Des idées qui font avancer les entreprises',
        lead: 'Un logiciel de gestion et des guides pratiques sur la finance, la vente et la technologie pour les PME.',
        button: 'Découvrir RC Sistema I',
        href: '/rc-sistemI',
      },
      band: {
        title: 'Toute votre entreprise dans un seul système',
        text: 'Ventes, finances, stocks et équipes au même endroit, avec des rapports fiables. RC Sistema I grandit avec votre activité.',
        button: 'Découvrir RC Sistema I',
        href: '/rc-sistemI',
      },
      reasons: {
        title: 'Pourquoi les entreprises nous choisissent',
        items: [
          {
            title: 'Pratique',
            text: 'Chaque guide se termine par des étapes à appliquer dès cette semaine.',
          },
          {
            title: 'Proche de vous',
            text: 'Une assistance par des personnes qui connaissent votre marché.',
          },
          {
            title: 'Sûr',
            text: 'Vos données restent protégées et sous votre contrôle.',
          },
        ],
      },
      closing: {
        title: 'Prêt à organiser votre entreprise ?',
        text: 'Parlez à notre équipe et voyez RC Sistema I fonctionner avec vos propres données.',
        button: 'Parler à l’équipe',
        href: '/contact',
      },
      footerAbout: 'Logiciel de gestion et guides pratiques pour les entreprises qui veulent grandir avec méthode.',
      contactIntro: 'Questions, propositions ou démonstration de RC Sistema I : écrivez-nous, nous répondrons rapidement.',
    },
    product: {
      title: 'RC Sistema I',
      metaDescription: 'RC Sistema I : ventes, finances, stocks et équipes dans un seul logiciel de gestion.',
      kicker: 'Logiciel de gestion',
      lead: 'Ventes, finances, stocks et équipes au même endroit. Simple pour commencer, solide pour grandir avec vous.',
      cta: 'Demander une démonstration',
      featuresTitle: 'Ce que vous obtenez',
      features: [
        {
          title: 'Ventes et facturation',
          text: 'Devis, commandes et factures en quelques clics, avec les taxes déjà calculées.',
        },
        {
          title: 'Finances',
          text: 'Trésorerie, dettes et créances, rapprochement bancaire et rapports clairs.',
        },
        {
          title: 'Stocks',
          text: 'Inventaire par emplacement, alertes de stock bas et historique de chaque mouvement.',
        },
        {
          title: 'Équipes',
          text: 'Équipes, autorisations et activité de chaque utilisateur, avec la sécurité intégrée.',
        },
      ],
      stepsTitle: 'Comment ça marche',
      steps: [
        'Demandez une démonstration et parlez-nous de votre entreprise.',
        'Nous configurons RC Sistema I avec vos propres données.',
        'Votre équipe commence à l’utiliser, avec notre assistance dès le premier jour.',
      ],
    },
    faq: {
      productNames: {
        'rc-sistemI': 'RC Sistema I',
      },
    },
  },
  ht: {
    site: {
      nav: {
        product: 'RC Sistema I',
      },
    },
    siteTexts: {
      hero: {
        kicker: 'Lide ki fè antrepriz avanse',
        lead: 'Lojisyèl jesyon ak gid pratik sou finans, lavant ak teknoloji pou ti ak mwayen antrepriz.',
        button: 'Dekouvri RC Sistema I',
        href: '/rc-sistemI',
      },
      band: {
        title: 'Tout antrepriz ou nan yon sèl sistèm',
        text: 'Lavant, finans, stòk ak moun nan yon sèl kote, ak rapò ou ka fè konfyans. RC Sistema I grandi ansanm ak biznis ou.',
        button: 'Dekouvri RC Sistema I',
        href: '/rc-sistemI',
      },
      reasons: {
        title: 'Poukisa antrepriz yo chwazi nou',
        items: [
          {
            title: 'Pratik',
            text: 'Chak gid fini ak etap ou ka aplike semèn sa a menm.',
          },
          {
            title: 'Toupre ou',
            text: 'Sipò pa moun ki konnen mache ou.',
          },
          {
            title: 'An sekirite',
            text: 'Done ou yo rete pwoteje epi anba kontwòl ou.',
          },
        ],
      },
      closing: {
        title: 'Ou pare pou òganize antrepriz ou?',
        text: 'Pale ak ekip nou an epi gade RC Sistema I k ap mache ak pwòp done ou.',
        button: 'Pale ak ekip la',
        href: '/contact',
      },
      footerAbout: 'Lojisyèl jesyon ak gid pratik pou antrepriz ki vle grandi ak lòd.',
      contactIntro: 'Kesyon, pwopozisyon oswa yon demonstrasyon RC Sistema I: ekri nou, n ap reponn ou byento.',
    },
    product: {
      title: 'RC Sistema I',
      metaDescription: 'RC Sistema I: lavant, finans, stòk ak moun nan yon sèl sistèm jesyon.',
      kicker: 'Sistèm jesyon',
      lead: 'Lavant, finans, stòk ak moun nan yon sèl kote. Fasil pou kòmanse, solid pou grandi avè ou.',
      cta: 'Mande yon demonstrasyon',
      featuresTitle: 'Sa ou jwenn',
      features: [
        {
          title: 'Lavant ak faktirasyon',
          text: 'Devi, kòmand ak fakti nan kèk klik, ak taks yo deja kalkile.',
        },
        {
          title: 'Finans',
          text: 'Lajan k ap antre ak soti, dèt ak kreyans, rekonsilyasyon bank ak rapò klè.',
        },
        {
          title: 'Stòk',
          text: 'Envantè pa kote, alèt lè stòk ba, ak istwa chak mouvman.',
        },
        {
          title: 'Moun',
          text: 'Ekip, pèmisyon ak aktivite chak itilizatè, ak sekirite depi nan kòmansman.',
        },
      ],
      stepsTitle: 'Kijan sa mache',
      steps: [
        'Mande yon demonstrasyon epi pale nou de antrepriz ou.',
        'Nou konfigire RC Sistema I ak pwòp done ou.',
        'Ekip ou a kòmanse sèvi avè l, ak sipò nou depi premye jou a.',
      ],
    },
    faq: {
      productNames: {
        'rc-sistemI': 'RC Sistema I',
      },
    },
  },
}
