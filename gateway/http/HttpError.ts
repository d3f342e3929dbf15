export * from '../../services/errors'
