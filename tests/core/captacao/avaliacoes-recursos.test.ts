import { RECURSOS } from '../../../core/recursos.ts'
import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENVIO_SUCESSO, anuncios, lerEnvioEmail, linkAcessoRapido, montarEmailAnuncio } from '../../../core/captacao/anuncios.ts'
import { RECURSOS_AVALIACOES, avaliacoes } from '../../../core/captacao/avaliacoes.ts'
import { modelosAvaliacaoCandidato } from '../../../core/captacao/modelos-avaliacao-candidato.ts'
import { niveisCompetencia } from '../../../core/cargo-salario/niveis-competencia.ts'
import { decodificar } from '../../../core/shared/resource.ts'

const erros = (e: Either.Either<unknown, { errors: ReadonlyArray<{ field: string; message: string }> }>) => (Either.isLeft(e) ? e.left.errors : [])

describe('anúncio (spec 000 §3.2, §5, §9)', () => {
  it('título obrigatório e até 100; descrição obrigatória; exibirModuloExterno padrão falso', () => {
    expect(erros(decodificar(anuncios, { titulo: 'x'.repeat(101), descricao: ' ', solicitacaoId: 1 }, 'create'))).toEqual([
      { field: 'titulo', message: 'Título deve ter no máximo 100 caracteres' },
      { field: 'descricao', message: 'Descrição é obrigatória' },
    ])
    const ok = decodificar(anuncios, { titulo: 'x'.repeat(100), descricao: 'd', solicitacaoId: 1 }, 'create')
    expect(Either.isRight(ok) && ok.right.exibirModuloExterno).toBe(false)
    expect(anuncios.softDelete).toBe(true)
  })

  it('propriedade: link de acesso rápido = base sem barra final + /externo/anuncios?solicitacaoId=&empresaId=', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.nat({ max: 3 }),
        (base, solicitacaoId, empresaId, barras) => {
          const url = linkAcessoRapido(base.replace(/\/+$/, '') + '/'.repeat(barras), { solicitacaoId, empresaId })
          expect(url).toBe(`${base.replace(/\/+$/, '')}/externo/anuncios?solicitacaoId=${solicitacaoId}&empresaId=${empresaId}`)
          const u = new URL(url)
          expect(u.searchParams.get('solicitacaoId')).toBe(String(solicitacaoId))
          expect(u.searchParams.get('empresaId')).toBe(String(empresaId))
        },
      ),
      { numRuns: 50 },
    )
  })

  it('envio por e-mail: assunto e e-mails obrigatórios; lista ou texto separado; repetidos uma vez; no máximo 100', () => {
    expect(erros(lerEnvioEmail({}))).toEqual([
      { field: 'assunto', message: 'Assunto é obrigatório' },
      { field: 'emails', message: 'Informe ao menos um e-mail' },
    ])
    expect(lerEnvioEmail({ assunto: ' Vaga ', emails: 'a@x.com;b@x.com\nA@X.com, c@x.com' })).toEqual(Either.right({ assunto: 'Vaga', emails: ['a@x.com', 'b@x.com', 'c@x.com'] }))
    expect(erros(lerEnvioEmail({ assunto: 'Vaga', emails: ['a@x.com', 'nada', 'b@'] }))).toEqual([{ field: 'emails', message: 'E-mail inválido: nada, b@' }])
    expect(erros(lerEnvioEmail({ assunto: 'Vaga', emails: Array.from({ length: 101 }, (_, i) => `p${i}@x.com`) }))).toEqual([
      { field: 'emails', message: 'Informe no máximo 100 e-mails' },
    ])
    expect(erros(lerEnvioEmail({ assunto: 'Vaga', emails: { a: 1 } }))).toEqual([{ field: 'emails', message: 'E-mails inválidos' }])
    expect(erros(lerEnvioEmail(null))).toHaveLength(1)
    fc.assert(
      fc.property(fc.anything(), (x) => {
        // never throws, whatever the body
        expect(Either.isEither(lerEnvioEmail(x))).toBe(true)
      }),
    )
    expect(ENVIO_SUCESSO).toBe('Anúncio de vaga enviado com sucesso.')
  })

  it('mensagem do anúncio: texto com título, descrição e link; HTML escapado', () => {
    const m = montarEmailAnuncio({ titulo: 'Dev <Sênior>', descricao: 'Linha 1\nLinha & 2' }, 'https://rh/externo/anuncios?solicitacaoId=1&empresaId=2')
    expect(m.texto).toBe('Dev <Sênior>\n\nLinha 1\nLinha & 2\n\nVeja a vaga e candidate-se: https://rh/externo/anuncios?solicitacaoId=1&empresaId=2\n')
    expect(m.html).toContain('<h2>Dev &lt;Sênior&gt;</h2>')
    expect(m.html).toContain('Linha 1<br>Linha &amp; 2')
    expect(m.html).toContain('href="https://rh/externo/anuncios?solicitacaoId=1&amp;empresaId=2"')
  })
})

describe('modelo de avaliação, avaliação e níveis: declarações', () => {
  it('modelo: título obrigatório até 250; regras das perguntas com caminho', () => {
    expect(erros(decodificar(modelosAvaliacaoCandidato, { titulo: 'x'.repeat(251) }, 'create'))).toEqual([
      { field: 'titulo', message: 'Título deve ter no máximo 250 caracteres' },
    ])
    expect(erros(decodificar(modelosAvaliacaoCandidato, { titulo: 'M', perguntas: [{ texto: 'Escolha', tipo: 1 }] }, 'create'))).toEqual([
      { field: 'perguntas.0.respostas', message: 'Opção de resposta é obrigatória' },
    ])
  })

  it('avaliação: candidato, etapa, modelo e data obrigatórios', () => {
    expect(erros(decodificar(avaliacoes, {}, 'create')).map((e) => e.field)).toEqual(['candidatoId', 'etapaSeletivaId', 'modeloId', 'data'])
    expect(avaliacoes.table).toBe('avaliacoes_candidato')
  })

  it('nível: descrição até 60, peso até 5 dígitos, percentual até 100 com 2 casas (regras de niveisCompetencia.ts)', () => {
    expect(erros(decodificar(niveisCompetencia, { descricao: 'Básico', ordem: 123_456, percentual: 100.5 }, 'create'))).toEqual([
      { field: 'ordem', message: 'Peso deve ser um número inteiro de até 5 dígitos' },
      { field: 'percentual', message: 'Percentual mínimo não pode ser maior que 100' },
    ])
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 10_000 }), (ordem, c) => {
        expect(Either.isRight(decodificar(niveisCompetencia, { descricao: 'Nível', ordem, percentual: c / 100 }, 'create'))).toBe(true)
      }),
    )
  })

  it('os três recursos da fatia estão exportados, com nomes únicos e tabelas próprias; os níveis de competência são de Cargos e Salários', () => {
    expect(RECURSOS_AVALIACOES.map((r) => r.name)).toEqual(['captacao/anuncios', 'captacao/modelos-avaliacao-candidato', 'captacao/avaliacoes'])
    expect(new Set(RECURSOS_AVALIACOES.map((r) => r.table)).size).toBe(3)
    expect(RECURSOS.find((r) => r.name === 'cargo-salario/niveis-competencia')).toBeDefined()
  })
})
