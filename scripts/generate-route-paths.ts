// npm run generate:routes: contract/routePaths.ts, each route's method and path, from the route table.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { routePathsSource } from '../contract/routePathsSource'

writeFileSync(path.resolve('contract/routePaths.ts'), routePathsSource())
console.log('contract/routePaths.ts written')
