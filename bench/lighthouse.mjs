// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on public pages, in
// Debian's Chromium. Reports the performance score, the core timings and the compressed
// JavaScript each page loads.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export async function lighthouseRuns(baseUrl, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  try {
    for (const path of paths) {
      // The first visit fills the page cache; Lighthouse measures what visitors get after.
      await fetch(baseUrl + path)
      const result = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] })
      const { audits, categories } = result.lhr
      const requests = audits['network-requests'].details.items
      const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      rows.push({
        page: path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        seo: Math.round(categories.seo.score * 100),
        'best practices': Math.round(categories['best-practices'].score * 100),
        'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number((audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
        ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
        'JS KB (compressed)': Number((scriptBytes / 1024).toFixed(1)),
        'third-party requests': requests.filter((r) => !r.url.startsWith(baseUrl) && !r.url.startsWith('data:')).length,
      })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
