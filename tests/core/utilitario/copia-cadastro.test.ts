import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RECURSOS } from '../../../core/recursos.ts'
import { ehDePessoas, gruposCopiaveis, ordemDeCopia, recursosCopiaveis } from '../../../core/utilitario/copia-cadastro.ts'

const copiaveis = recursosCopiaveis(RECURSOS)
const tabelaDe = (nome: string) => RECURSOS.find((r) => r.name === nome)?.table

describe('cópia de cadastros: as declarações', () => {
  it('nenhuma declaração de pessoas (ou do que pertence a uma pessoa) está marcada como copiável', () => {
    for (const r of RECURSOS.filter((x) => x.copia)) expect(ehDePessoas(r, RECURSOS), r.name).toBe(false)
    for (const nome of ['captacao/candidatos', 'cargo-salario/colaboradores', 'cargo-salario/colaboradores/historicos', 'utilitario/usuarios', 'captacao/historico', 'sst/colaborador-afastamentos/atestados']) {
      expect(ehDePessoas(RECURSOS.find((r) => r.name === nome)!, RECURSOS), nome).toBe(true)
    }
  })

  it('cada grupo tem cadastros; as chaves naturais são campos declarados', () => {
    for (const g of gruposCopiaveis(RECURSOS)) expect(g.cadastros.length).toBeGreaterThan(0)
    for (const r of copiaveis) for (const k of [...r.copia!.chave, ...(r.copia!.omitir ?? [])]) expect(Object.hasOwn(r.fields, k), `${r.name}.${k}`).toBe(true)
  })

  it('a ordem de cópia põe o referenciado antes de quem aponta para ele, para qualquer escolha de cadastros', () => {
    fc.assert(
      fc.property(fc.subarray([...copiaveis]), (escolhidos) => {
        const ordem = ordemDeCopia(escolhidos, RECURSOS)
        expect(new Set(ordem)).toEqual(new Set(escolhidos))
        ordem.forEach((r, i) => {
          for (const c of Object.values(r.fields)) {
            const t = c.reference ? tabelaDe(c.reference) : undefined
            if (!t || t === r.table) continue
            for (const depois of ordem.slice(i + 1)) expect(depois.table, `${r.name} antes de ${depois.name}`).not.toBe(t)
          }
        })
      }),
    )
  })
})
