import type { ContentLocale } from '../../../domain/contentLocales'
import type { Block } from '../lexical'

/**
 * Demo translations, keyed by the pt-BR text they translate (the seed finds each document by
 * it). Categories, tags, the company and the first article speak every language; a second
 * article is in English only, and the rest stay pt-BR, so the demo shows both a translated page
 * and the "not yet translated" note.
 */
type Other = Exclude<ContentLocale, 'pt-BR'>
type ByLanguage<T> = Partial<Record<Other, T>>

export const CATEGORY_TRANSLATIONS: Record<string, ByLanguage<{ name: string; description: string }>> = {
  Gestão: {
    en: { name: 'Management', description: 'Processes, indicators and decisions for those who run small and medium businesses.' },
    es: { name: 'Gestión', description: 'Procesos, indicadores y decisiones para quien dirige pequeñas y medianas empresas.' },
    fr: { name: 'Gestion', description: 'Processus, indicateurs et décisions pour ceux qui dirigent des PME.' },
    ht: { name: 'Jesyon', description: 'Pwosesis, endikatè ak desizyon pou moun k ap dirije ti ak mwayen antrepriz.' },
  },
  Tecnologia: {
    en: { name: 'Technology', description: 'Systems, cloud, integrations and security explained without jargon.' },
    es: { name: 'Tecnología', description: 'Sistemas, nube, integraciones y seguridad explicados sin jerga.' },
    fr: { name: 'Technologie', description: 'Systèmes, cloud, intégrations et sécurité expliqués sans jargon.' },
    ht: { name: 'Teknoloji', description: 'Sistèm, nwaj, entegrasyon ak sekirite eksplike san jagon.' },
  },
  Finanças: {
    en: { name: 'Finance', description: 'Cash flow, budgets and taxes for the company’s everyday life.' },
    es: { name: 'Finanzas', description: 'Flujo de caja, presupuesto e impuestos para el día a día de la empresa.' },
    fr: { name: 'Finances', description: 'Trésorerie, budget et impôts au quotidien de l’entreprise.' },
    ht: { name: 'Finans', description: 'Lajan k ap antre ak soti, bidjè ak taks pou lavi chak jou antrepriz la.' },
  },
  Marketing: {
    en: { name: 'Marketing', description: 'How to attract, convert and keep customers consistently.' },
    es: { name: 'Mercadeo', description: 'Cómo atraer, convertir y mantener clientes con constancia.' },
    fr: { name: 'Marketing', description: 'Attirer, convertir et fidéliser les clients avec constance.' },
    ht: { name: 'Maketing', description: 'Kijan pou atire, konvèti epi kenbe kliyan ak regilarite.' },
  },
}

export const TAG_TRANSLATIONS: Record<string, ByLanguage<string>> = {
  Produtividade: { en: 'Productivity', es: 'Productividad', fr: 'Productivité', ht: 'Pwodiktivite' },
  Automação: { en: 'Automation', es: 'Automatización', fr: 'Automatisation', ht: 'Otomatizasyon' },
  ERP: { en: 'ERP', es: 'ERP', fr: 'ERP', ht: 'ERP' },
  Segurança: { en: 'Security', es: 'Seguridad', fr: 'Sécurité', ht: 'Sekirite' },
  Vendas: { en: 'Sales', es: 'Ventas', fr: 'Ventes', ht: 'Lavant' },
  Orçamento: { en: 'Budget', es: 'Presupuesto', fr: 'Budget', ht: 'Bidjè' },
  Nuvem: { en: 'Cloud', es: 'Nube', fr: 'Cloud', ht: 'Nwaj' },
  Atendimento: { en: 'Customer service', es: 'Atención al cliente', fr: 'Service client', ht: 'Sèvis kliyan' },
}

const ADDRESS = 'Av. Paulista, 1000, 12º andar\nBela Vista, São Paulo - SP\n01310-100'

export const COMPANY_TRANSLATIONS: ByLanguage<{ tagline: string; address: string }> = {
  en: { tagline: 'Simple management for companies that want to grow', address: ADDRESS.replace('12º andar', '12th floor') + '\nBrazil' },
  es: { tagline: 'Gestión sencilla para empresas que quieren crecer', address: ADDRESS.replace('12º andar', 'piso 12') + '\nBrasil' },
  fr: { tagline: 'Une gestion simple pour les entreprises qui veulent grandir', address: ADDRESS.replace('12º andar', '12e étage') + '\nBrésil' },
  ht: { tagline: 'Jesyon senp pou antrepriz ki vle grandi', address: ADDRESS.replace('12º andar', '12yèm etaj') + '\nBrezil' },
}

export const FAQ_TRANSLATIONS: Record<string, ByLanguage<{ question: string; answer: string }>> = {
  'O que é o RC Sistema I?': {
    en: {
      question: 'What is RC Sistema I?',
      answer: 'A cloud management system that brings finance, sales, stock and invoicing together in one place, designed for small and medium businesses.',
    },
    es: {
      question: '¿Qué es RC Sistema I?',
      answer:
        'Un sistema de gestión en la nube que reúne finanzas, ventas, inventario y facturación en un solo lugar, pensado para pequeñas y medianas empresas.',
    },
  },
  'Preciso instalar alguma coisa?': {
    en: {
      question: 'Do I need to install anything?',
      answer: 'No. The system runs in the browser, on computers, tablets and phones. An internet connection is all it takes.',
    },
  },
  'Como entro em contato com a equipe comercial?': {
    en: { question: 'How do I reach the sales team?', answer: 'Use the form on the contact page or the WhatsApp button. We answer on the next business day.' },
    fr: {
      question: 'Comment contacter l’équipe commerciale ?',
      answer: 'Utilisez le formulaire de la page de contact ou le bouton WhatsApp. Nous répondons le jour ouvré suivant.',
    },
  },
}

type ArticleText = { title: string; excerpt: string; blocks: Block[] }

export const ARTICLE_TRANSLATIONS: Record<string, ByLanguage<ArticleText>> = {
  'Como montar um orçamento anual realista para a sua empresa': {
    en: {
      title: 'How to build a realistic yearly budget for your company',
      excerpt: 'A step-by-step guide to turning past income and expenses into targets the team can meet.',
      blocks: [
        {
          p:
            'The yearly budget is often born from last year’s spreadsheet, with a few growth percentages applied to each line. The result looks tidy but ' +
            'rarely matches how the business runs. This article shows a simple method to build a budget that is a management tool, not just an accounting chore.',
        },
        { h2: 'Start from history, not from the target' },
        {
          p:
            'Gather at least twelve months of income and expenses, split by cost centre. Watch the seasonality: many companies find that half of their ' +
            'revenue falls in four months, and that cash runs short just when fixed costs rise.',
        },
        { h2: 'Involve the people who deliver' },
        {
          p:
            'Each area manager should propose their own figures and explain the assumptions. When the team builds the budget, it becomes a commitment ' +
            'instead of an imposition.',
        },
        {
          ul: [
            'Write down explicit assumptions for price, volume and inflation.',
            'Separate fixed costs, variable costs and investments.',
            'Review the budget every quarter, not only in December.',
          ],
        },
        {
          p: 'With an integrated management system, actuals are compared with the budget automatically, and deviations show while there is still time to act.',
        },
      ],
    },
    es: {
      title: 'Cómo elaborar un presupuesto anual realista para su empresa',
      excerpt: 'Un paso a paso para convertir el historial de ingresos y gastos en metas que el equipo puede cumplir.',
      blocks: [
        {
          p:
            'El presupuesto anual suele nacer de la hoja de cálculo del año anterior, con algunos porcentajes de crecimiento aplicados a cada línea. ' +
            'Aquí mostramos un método sencillo para construir un presupuesto que sirva de herramienta de gestión.',
        },
        { h2: 'Empiece por el historial, no por la meta' },
        { p: 'Reúna al menos doce meses de ingresos y gastos, separados por centro de costos, y observe la estacionalidad.' },
        { h2: 'Involucre a quien ejecuta' },
        { p: 'Cada responsable de área propone sus números y justifica las premisas: así el presupuesto se vuelve un compromiso.' },
      ],
    },
    fr: {
      title: 'Comment construire un budget annuel réaliste pour votre entreprise',
      excerpt: 'Une méthode pas à pas pour transformer l’historique des recettes et des dépenses en objectifs tenables.',
      blocks: [
        {
          p:
            'Le budget annuel naît souvent du tableur de l’année précédente, avec quelques pourcentages de croissance appliqués à chaque ligne. ' +
            'Voici une méthode simple pour en faire un véritable outil de gestion.',
        },
        { h2: 'Partir de l’historique, pas de l’objectif' },
        { p: 'Rassemblez au moins douze mois de recettes et de dépenses, par centre de coûts, et observez la saisonnalité.' },
        { h2: 'Impliquer ceux qui exécutent' },
        { p: 'Chaque responsable propose ses chiffres et justifie ses hypothèses : le budget devient un engagement.' },
      ],
    },
    ht: {
      title: 'Kijan pou fè yon bidjè anyèl ki reyalis pou antrepriz ou',
      excerpt: 'Yon gid etap pa etap pou chanje istwa lajan ki antre ak lajan ki soti an objektif ekip la ka atenn.',
      blocks: [
        {
          p:
            'Bidjè anyèl la souvan soti nan fèy kalkil ane pase a, ak kèk pousantaj kwasans sou chak liy. Men yon metòd senp pou fè l tounen yon ' +
            'vrè zouti jesyon.',
        },
        { h2: 'Kòmanse ak istwa a, pa ak objektif la' },
        { p: 'Rasanble omwen douz mwa lajan ki antre ak lajan ki soti, pa sant depans, epi gade sezon yo.' },
        { h2: 'Mete moun k ap egzekite yo ladan l' },
        { p: 'Chak responsab pwopoze chif pa l epi eksplike sa l baze sou li: konsa bidjè a tounen yon angajman.' },
      ],
    },
  },
  'Fluxo de caixa: os cinco erros mais comuns em pequenas empresas': {
    en: {
      title: 'Cash flow: the five most common mistakes in small businesses',
      excerpt: 'Mixing personal and company accounts is only the start. See how to avoid the traps that drain your cash.',
      blocks: [
        { p: 'Cash flow problems rarely come from a single bad month. They build up from small habits that nobody questions.' },
        { h2: 'Mixing personal and company money' },
        { p: 'Every withdrawal should be recorded as salary or profit distribution. Otherwise the company never knows what it really earns.' },
        { h2: 'Forecasting only income' },
        { p: 'A forecast that lists sales but forgets taxes, payroll and suppliers is a wish list, not a plan.' },
      ],
    },
  },
}
