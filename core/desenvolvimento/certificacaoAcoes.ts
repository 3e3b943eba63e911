import { defineAcao } from '../shared/resource.ts'
import { relatorioDaCertificacao } from './colaboradores-certificacoesRelatorios.ts'

export const ACOES_CERTIFICACAO = [
  defineAcao({
    nome: 'relatorio',
    metodo: 'GET',
    caminho: ':id/relatorio',
    resumo: 'PDF de quem tem a certificação hoje: desde quando, até quando e a situação',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => relatorioDaCertificacao(ator, id),
  }),
]
