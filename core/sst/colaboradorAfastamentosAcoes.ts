import { Effect, Either, Schema } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import type { Ator } from '../shared/ator.ts'
import { data, inteiro, referencia } from '../shared/campos.ts'
import { filtroDaQuery } from '../shared/consulta.ts'
import { obter } from '../shared/crud.ts'
import { defineAcao, montar, validar, type Campos, type Entrada } from '../shared/resource.ts'
import { conflitos, vinculaveis } from './afastamentosRegras.ts'
import { afastamentosDoTalento, INICIO_OBRIGATORIO, TALENTO_OBRIGATORIO } from './colaborador-afastamentos.ts'

/** The query of verificar-periodo and vinculaveis: the employee, the period (of the record being written) and its id on an edit. */
const camposConsulta = {
  colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, obrigatorio: TALENTO_OBRIGATORIO }),
  dataInicio: data({ label: 'Início', required: true, obrigatorio: INICIO_OBRIGATORIO }),
  dataFim: data({ label: 'Fim' }),
  id: inteiro({ label: 'Afastamento', min: 1 }),
} satisfies Campos
type Consulta = Entrada<typeof camposConsulta>
const SchemaConsulta = montar(camposConsulta, 'create') as unknown as Schema.Schema<Consulta, Record<string, unknown>>

/** The query validated, the employee visible to the actor (404 otherwise), and their absences. */
const doTalento = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const q = yield* Either.match(validar(SchemaConsulta, filtroDaQuery(camposConsulta, query)), { onLeft: Effect.fail, onRight: Effect.succeed })
    const talento = yield* obter(colaboradores, ator, q.colaboradorId)
    return { q, lista: yield* afastamentosDoTalento(ator, Number(talento.empresaId), q.colaboradorId) }
  })

const Resumo = Schema.Struct({ id: Schema.Number, dataInicio: Schema.String, dataFim: Schema.NullOr(Schema.String), classe: Schema.NullOr(Schema.String), descricaoAfastamento: Schema.NullOr(Schema.String) })
const resumo = (a: Schema.Schema.Type<typeof Resumo>) => ({ id: a.id, dataInicio: a.dataInicio, dataFim: a.dataFim ?? null, classe: a.classe, descricaoAfastamento: a.descricaoAfastamento })

/** The absences' checks the form asks while typing (spec 001 §7 Talent management › Absences). */
export const ACOES_AFASTAMENTOS = [
  defineAcao({
    nome: 'verificar-periodo',
    metodo: 'GET',
    caminho: 'verificar-periodo',
    resumo: 'Diz se o período (colaboradorId, dataInicio, dataFim, id) está livre: os afastamentos do talento que o sobrepõem',
    modo: 'ler',
    resposta: Schema.Struct({ disponivel: Schema.Boolean, conflitos: Schema.Array(Resumo) }),
    executar: (ator, e) =>
      Effect.map(doTalento(ator, e.query), ({ q, lista }) => {
        const choques = conflitos({ ...(q.id !== undefined ? { id: q.id } : {}), dataInicio: q.dataInicio, dataFim: q.dataFim ?? null }, lista).map(resumo)
        return { disponivel: choques.length === 0, conflitos: choques }
      }),
  }),
  defineAcao({
    nome: 'vinculaveis',
    metodo: 'GET',
    caminho: 'vinculaveis',
    resumo: 'Afastamentos por acidente, doença ou recaída do talento, terminados antes de dataInicio, a que uma recaída pode se vincular',
    modo: 'ler',
    resposta: Schema.Array(Resumo),
    executar: (ator, e) => Effect.map(doTalento(ator, e.query), ({ q, lista }) => vinculaveis(q.dataInicio, lista, q.id).map(resumo)),
  }),
]
