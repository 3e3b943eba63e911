import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SituacaoChips } from '../../admin-ui/src/captacao/solicitacoes-pessoal/Acoes.tsx'

/**
 * The request's chips on the staff screens (list, edit, board): the status, then the situation unless open.
 * Expectations are the spec's reading written out (cancelled over closed over suspended), not core's table, so a
 * swapped precedence fails here.
 */
const chips = (registro: Record<string, unknown>) =>
  [...renderToStaticMarkup(createElement(SituacaoChips, { registro: { id: 1, empresaId: 1, ...registro } })).matchAll(/class="MuiChip-label[^"]*">([^<]*)</g)].map((m) => m[1])

const COMBOS = [false, true].flatMap((suspensa) => [false, true].flatMap((encerrada) => [false, true].map((cancelada) => ({ suspensa, encerrada, cancelada }))))
const STATUS = { I: 'Em análise', A: 'Aprovada', R: 'Reprovada' } as const

describe('SituacaoChips', () => {
  it('um registro montado na tela (sem a coluna do servidor): cancelada > encerrada > suspensa > aberta', () => {
    for (const [status, rotulo] of Object.entries(STATUS)) {
      for (const f of COMBOS) {
        const situacao = f.cancelada ? 'Cancelada' : f.encerrada ? 'Encerrada' : f.suspensa ? 'Suspensa' : undefined
        expect(chips({ status, ...f }), JSON.stringify({ status, ...f })).toEqual(situacao ? [rotulo, situacao] : [rotulo])
      }
    }
  })

  it('com a coluna calculada pelo servidor, mostra a dela (o mesmo SQL da lista)', () => {
    expect(chips({ status: 'A', suspensa: true, cancelada: true, situacao: 'cancelada' })).toEqual(['Aprovada', 'Cancelada'])
    expect(chips({ status: 'I', situacao: 'aberta' })).toEqual(['Em análise'])
  })
})
