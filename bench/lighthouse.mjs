// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on public pages, in
// Debian's Chromium. One run swings by ±5 points on a 2-core machine that also runs the
// server, so each page is measured LIGHTHOUSE_RUNS times (default 5, a fresh browser each
// time) and the median is reported with the range, as Lighthouse's own docs advise.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// The site's default language, as most visitors get it; the warm-up asks for the same page.
const LANGUAGE = 'pt-BR'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function once(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { 'Accept-Language': LANGUAGE },
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    })
    if (lhr.runtimeError) return null
    const { audits, categories } = lhr
    const requests = audits['network-requests'].details.items
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      seo: Math.round(categories.seo.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '',
      scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      thirdParty: requests.filter((r) => !r.url.startsWith(url.slice(0, url.indexOf('/', 8))) && !r.url.startsWith('data:')).length,
    }
  } finally {
    await chrome.kill()
  }
}

export async function lighthouseRuns(baseUrl, paths) {
  const rows = []
  for (const path of paths) {
    // The first visit fills the page cache; Lighthouse measures what visitors get after.
    await fetch(baseUrl + path, { headers: { 'accept-language': LANGUAGE } })
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await once(baseUrl + path)
      if (result) runs.push(result)
    }
    if (!runs.length) {
      rows.push({ page: path, error: 'every run failed' })
      continue
    }
    const pick = (key) => median(runs.map((r) => r[key]))
    const scores = runs.map((r) => r.performance)
    rows.push({
      page: path,
      'performance (median)': pick('performance'),
      'runs (min–max)': `${Math.min(...scores)}–${Math.max(...scores)} of ${runs.length}`,
      accessibility: pick('accessibility'),
      seo: pick('seo'),
      'best practices': pick('bestPractices'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'LCP element': runs[0].lcpElement.slice(0, 40),
      'JS KB (compressed)': Number((pick('scriptBytes') / 1024).toFixed(1)),
      'third-party requests': Math.max(...runs.map((r) => r.thirdParty)),
    })
  }
  return rows
}
