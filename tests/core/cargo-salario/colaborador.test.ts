import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estabilidadeEm } from '../../../core/cargo-salario/consultarColaborador.ts'
import {
  ativoEm,
  DATA_DESLIGAMENTO_SEM_DATA,
  FAIXA_OBRIGATORIA,
  FIM_ESTABILIDADE_ANTERIOR,
  FIM_ESTABILIDADE_OBRIGATORIO,
  IDADE_MINIMA,
  MOTIVO_DESLIGAMENTO_OBRIGATORIO,
  prepararHistorico,
  regrasColaborador,
  regrasHistorico,
  situacaoEm,
  situacoesDoFiltro,
} from '../../../core/cargo-salario/regrasColaborador.ts'
import { DESLIGAMENTO_ANTERIOR } from '../../../core/geral/itensPessoa.ts'
import { CAMPOS_MEUS_DADOS, CorpoMeusDados } from '../../../core/sessao/meusDados.ts'
import { QUANTIDADE_NAO_POSITIVA, VALOR_NAO_POSITIVO } from '../../../core/cargo-salario/salario.ts'
import { dataIso } from '../arbitraries.ts'

const mensagens = (erros: ReadonlyArray<{ field: string; message: string }>, campo: string) => erros.filter((e) => e.field === campo).map((e) => e.message)

/** Whole years between two dates, by calendar (independent of the implementation's month arithmetic). */
const idade = (nascimento: string, em: string) => {
  const [ya, ma, da] = nascimento.split('-').map(Number) as [number, number, number]
  const [yb, mb, db] = em.split('-').map(Number) as [number, number, number]
  return yb - ya - (mb < ma || (mb === ma && db < da) ? 1 : 0)
}

describe('regras do talento', () => {
  it('desligamento nunca antes da admissão', () => {
    fc.assert(
      fc.property(dataIso, dataIso, (admissao, desligamento) => {
        const erros = regrasColaborador({ dataAdmissao: admissao, dataDesligamento: desligamento, motivoDesligamentoId: 1 })
        expect(mensagens(erros, 'dataDesligamento').includes(DESLIGAMENTO_ANTERIOR)).toBe(desligamento < admissao)
      }),
    )
  })

  it('data e motivo do desligamento andam juntos', () => {
    fc.assert(
      fc.property(fc.option(dataIso, { nil: undefined }), fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }), (data, motivo) => {
        const erros = regrasColaborador({ dataAdmissao: '1900-01-01', dataDesligamento: data, motivoDesligamentoId: motivo })
        expect(mensagens(erros, 'motivoDesligamentoId')).toEqual(data !== undefined && motivo === undefined ? [MOTIVO_DESLIGAMENTO_OBRIGATORIO] : [])
        expect(mensagens(erros, 'dataDesligamento')).toEqual(data === undefined && motivo !== undefined ? [DATA_DESLIGAMENTO_SEM_DATA] : [])
      }),
    )
  })

  it('ao menos 14 anos completos na admissão (nascidos fora de 29/02)', () => {
    fc.assert(
      fc.property(
        dataIso.filter((d) => !d.endsWith('-02-29')),
        fc.integer({ min: 0, max: 30 * 366 }),
        (nascimento, dias) => {
          const admissao = new Date(Date.parse(`${nascimento}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10)
          const erros = regrasColaborador({ dataNascimento: nascimento, dataAdmissao: admissao })
          expect(mensagens(erros, 'dataNascimento').includes(IDADE_MINIMA)).toBe(idade(nascimento, admissao) < 14)
        },
      ),
    )
  })

  it('membro da CIPA tem fim da estabilidade, nunca antes da admissão; quem saiu da CIPA pode manter a data', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(dataIso, { nil: undefined }), dataIso, (membro, fim, admissao) => {
        const erros = mensagens(regrasColaborador({ membroCipa: membro, dataFimEstabilidadeCipa: fim, dataAdmissao: admissao }), 'dataFimEstabilidadeCipa')
        const esperado = [...(membro && !fim ? [FIM_ESTABILIDADE_OBRIGATORIO] : []), ...(fim && fim < admissao ? [FIM_ESTABILIDADE_ANTERIOR] : [])]
        expect(erros).toEqual(esperado)
      }),
    )
  })

  it('situações estendidas da folha: C cancelada nunca ativa; U ativa até a folha confirmar; G ativa; o filtro A as reúne', () => {
    fc.assert(
      fc.property(fc.option(dataIso, { nil: null }), fc.constantFrom(null, 'G', 'C', 'U'), dataIso, (desligamento, folha, hoje) => {
        const s = situacaoEm({ dataDesligamento: desligamento, statusFolha: folha }, hoje)
        const desligado = desligamento !== null && desligamento <= hoje
        expect(s).toBe(folha === 'C' ? 'C' : folha === 'U' ? 'U' : desligado ? 'D' : (folha ?? 'A'))
        // Without the payroll's word, the dismissal date alone decides, as before the extended situations.
        if (folha === null) expect(ativoEm({ dataDesligamento: desligamento }, hoje)).toBe(!desligado)
        expect(ativoEm({ dataDesligamento: desligamento, statusFolha: folha }, hoje)).toBe(situacoesDoFiltro('A')!.includes(s))
        expect(situacoesDoFiltro('T')).toBeUndefined()
        for (const f of ['D', 'G', 'C', 'U'] as const) expect(situacoesDoFiltro(f)).toEqual([f])
      }),
    )
    expect(situacoesDoFiltro('A')).toEqual(['A', 'G', 'U'])
  })

  it('ativo enquanto o desligamento não chegou; estabilidade enquanto o fim não passou', () => {
    fc.assert(
      fc.property(fc.option(dataIso, { nil: null }), dataIso, (desligamento, hoje) => {
        expect(ativoEm({ dataDesligamento: desligamento }, hoje)).toBe(desligamento === null || desligamento > hoje)
        const e = estabilidadeEm({ id: 1, membroCipa: true, dataFimEstabilidadeCipa: desligamento }, hoje)
        expect(e.estavel).toBe(desligamento !== null && desligamento >= hoje)
        expect(e.dataFimEstabilidade).toBe(desligamento)
      }),
    )
  })
})

describe('regras do histórico do talento (tipo de salário)', () => {
  const posicao = { colaboradorId: 1, data: '2025-01-01', motivo: 'RE' as const, estabelecimentoId: 1, areaOrganizacionalId: 1, cargoId: 1 }
  const linha = fc.record(
    {
      tipoSalario: fc.constantFrom(1 as const, 2 as const, 3 as const),
      faixaSalarialId: fc.integer({ min: 1, max: 99 }),
      indiceId: fc.integer({ min: 1, max: 99 }),
      quantidade: fc.double({ min: -5, max: 5, noNaN: true }),
      salario: fc.integer({ min: -1000, max: 10_000_000 }),
    },
    { requiredKeys: ['tipoSalario'] },
  )

  it('1 pede a faixa; 2 índice e quantidade ≥ 1 (a regra das faixas); 3 valor > 0; nada além disso', () => {
    fc.assert(
      fc.property(linha, (h) => {
        const erros = regrasHistorico({ ...posicao, ...h })
        const esperado: Array<[string, string]> = []
        if (h.tipoSalario === 1 && h.faixaSalarialId === undefined) esperado.push(['faixaSalarialId', FAIXA_OBRIGATORIA])
        if (h.tipoSalario === 2) {
          if (h.indiceId === undefined) esperado.push(['indiceId', 'Índice é obrigatório'])
          if (h.quantidade === undefined) esperado.push(['quantidade', 'Quantidade é obrigatória'])
          else if (!(h.quantidade >= 1)) esperado.push(['quantidade', QUANTIDADE_NAO_POSITIVA])
        }
        if (h.tipoSalario === 3) {
          if (h.salario === undefined) esperado.push(['salario', 'Valor é obrigatório'])
          else if (!(h.salario > 0)) esperado.push(['salario', VALOR_NAO_POSITIVO])
        }
        expect(erros.map((e) => [e.field, e.message]).sort()).toEqual(esperado.sort())
      }),
    )
  })

  it('guarda só o salário do tipo e nunca mexe na posição', () => {
    fc.assert(
      fc.property(linha, (h) => {
        const p = prepararHistorico({ ...posicao, ...h })
        expect(p).toMatchObject({ ...posicao, tipoSalario: h.tipoSalario })
        if (h.faixaSalarialId !== undefined) expect(p['faixaSalarialId']).toBe(h.faixaSalarialId)
        expect('salario' in p).toBe(h.tipoSalario === 3 && h.salario !== undefined)
        expect('indiceId' in p && p['indiceId'] !== undefined).toBe(h.tipoSalario === 2 && h.indiceId !== undefined)
        expect('quantidade' in p && p['quantidade'] !== undefined).toBe(h.tipoSalario === 2 && h.quantidade !== undefined)
      }),
    )
  })
})

describe('Meus Dados', () => {
  it('a lista branca não tem nada do contrato, da posição, do salário nem dos documentos', () => {
    for (const proibido of ['salario', 'cpf', 'dataAdmissao', 'dataDesligamento', 'matricula', 'nome', 'pis', 'ctps', 'membroCipa', 'dataFimEstabilidadeCipa', 'motivoDesligamentoId', 'historico', 'cargoId']) {
      expect(CAMPOS_MEUS_DADOS as ReadonlyArray<string>).not.toContain(proibido)
    }
    const campos = Object.keys((CorpoMeusDados as unknown as { fields: Record<string, unknown> }).fields)
    expect(campos.sort()).toEqual([...CAMPOS_MEUS_DADOS].sort())
  })
})
