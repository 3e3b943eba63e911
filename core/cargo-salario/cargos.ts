import { Effect } from 'effect'
import type { ErroCampo } from '../shared/erros.ts'
import { ESCOLARIDADES } from '../geral/pessoa.ts'
import { booleano, opcoes, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao } from '../shared/resource.ts'
import { competencias } from './competencias.ts'
import type { TipoCompetencia } from './competenciasRegras.ts'

/**
 * Cargo (spec 001 §3, §5): nome and nomeMercado required, at least one related area; its occupational group,
 * mission, responsibilities, schooling, related education areas, experience and recruitment notes (the same
 * column recruitment's view edits: captacao/cargo). Its salary ranges are `faixas-salariais`. What it asks of a
 * person in competencies (spec 001 §3 'conhecimentos, habilidades, atitudes (each with a complement text)'): the
 * CHA items of each kind and a text completing each list.
 */
export const cargos = defineResource({
  name: 'cargo-salario/cargos',
  table: 'cargos',
  copia: { grupo: 'Cargos e Faixas Salariais', chave: ['nome'] },
  label: 'Cargos',
  labelSingular: 'Cargo',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nomenclatura', max: 100, required: true, list: true, feminino: true }),
    nomeMercado: texto({ label: 'Nome de Mercado', max: 100, required: true, list: true }),
    ativa: booleano({ label: 'Ativo', default: true, list: true }),
    grupoOcupacionalId: referencia({ label: 'Grupo Ocupacional', resource: 'cargo-salario/grupos-ocupacionais', list: true }),
    areasOrganizacionais: referencias({
      label: 'Áreas Organizacionais',
      resource: 'cargo-salario/areas-organizacionais',
      min: 1,
      minMessage: 'Selecione ao menos uma Área Organizacional',
    }),
    exibirModuloExterno: booleano({ label: 'Exibir no módulo externo' }),
    missao: textoLongo({ label: 'Missão', feminino: true, max: 4000 }),
    responsabilidades: textoLongo({ label: 'Responsabilidades', feminino: true, max: 4000 }),
    escolaridade: opcoes({ label: 'Escolaridade mínima', options: ESCOLARIDADES, feminino: true }),
    areasFormacaoRelacionadas: referencias({ label: 'Áreas de formação relacionadas', resource: 'captacao/areas-formacao' }),
    experiencia: textoLongo({ label: 'Experiência', feminino: true, max: 4000 }),
    observacaoRecrutamento: textoLongo({ label: 'Recrutamento', max: 4000 }),
    etapasSeletivas: referencias({ label: 'Etapas Seletivas', resource: 'captacao/etapas-seletivas' }),
    observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
    conhecimentos: referencias({ label: 'Conhecimentos', resource: 'cargo-salario/conhecimentos' }),
    complementoConhecimento: textoLongo({ label: 'Complemento dos conhecimentos', max: 4000 }),
    habilidades: referencias({ label: 'Habilidades', resource: 'cargo-salario/habilidades', feminino: true }),
    complementoHabilidade: textoLongo({ label: 'Complemento das habilidades', max: 4000 }),
    atitudes: referencias({ label: 'Atitudes', resource: 'cargo-salario/atitudes', feminino: true }),
    complementoAtitude: textoLongo({ label: 'Complemento das atitudes', max: 4000 }),
    // Spec 002 'historicoGerencialFuncao (… cursosIds …)': the trainings the position requires (matriz-treinamento).
    cursosIds: referencias({ label: 'Cursos obrigatórios', resource: 'desenvolvimento/cursos' }),
  },
  validar: (c, ctx) => conferirChaDoCargo(c, ctx),
  colunas: {
    possuiFaixaSalarial: booleano({ label: 'Possui faixa salarial' }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 3 },
})

/** Each CHA list of a cargo holds items of its own kind, of the cargo's company ('<Lista>: registro não encontrado'). */
const conferirChaDoCargo = (
  c: { readonly conhecimentos: ReadonlyArray<number>; readonly habilidades: ReadonlyArray<number>; readonly atitudes: ReadonlyArray<number> },
  ctx: ContextoValidacao,
) =>
  Effect.gen(function* () {
    const listas: ReadonlyArray<readonly [keyof typeof c, TipoCompetencia, string]> = [
      ['conhecimentos', 'C', 'Conhecimentos'],
      ['habilidades', 'H', 'Habilidades'],
      ['atitudes', 'A', 'Atitudes'],
    ]
    const ids = [...new Set(listas.flatMap(([k]) => c[k]))]
    if (!ids.length) return []
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    const tipos = new Map((yield* (yield* Repositorio).list(competencias, { ...ctx.escopo, empresaId }, { filter: { id: ids, empresaId } })).rows.map((x) => [x.id, x.tipo]))
    return listas.flatMap(([k, tipo, rotulo]): ReadonlyArray<ErroCampo> => (c[k].every((id) => tipos.get(id) === tipo) ? [] : [{ field: k, message: `${rotulo}: registro não encontrado` }]))
  })
