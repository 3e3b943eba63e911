import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { TIPO_NOTA } from '../../../core/shared/questionario.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

type Cliente = ReturnType<typeof cliente>

export const AVAL = '/api/avaliacao/avaliacoes-desempenho'
export const PART = '/api/avaliacao/participante-avaliacao-desempenho'

const cpf = (n: number) => {
  const corpo = String(610_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}

/**
 * The people and areas of the performance evaluation HTTP tests: 'Diretoria' (responsável Gil) above 'Operações'
 * (responsável Rui, co-responsável Cris), where Ana, Bia and Cris work; Rui works in Diretoria; Duda was dismissed.
 * Users: RH (ROLE_AVALIACAO) of company 1, one without it, RH of company 2, anonymous.
 */
export const montarCenario = async (banco: { url?: string }, schema: string) => {
  const amb: AmbienteTeste = await criarAmbiente(banco.url ? { url: banco.url, schema: `${schema}_${process.pid}` } : {})
  const adm = cliente(amb.app)
  const adm2 = cliente(amb.app)
  await adm.entrar()
  await adm2.entrar(undefined, undefined, 2)
  const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'faixaSalarialId')
  const posicao = { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId), faixaSalarialId: Number(h.faixaSalarialId) }
  const diretoria = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Diretoria' })
  const operacoes = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Operações', areaMaeId: diretoria })
  const admitir = (n: number, nome: string, areaId: number, email?: string) =>
    criarNaApi(adm, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpf(n),
      dataNascimento: '1990-05-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      ...(email ? { email } : {}),
      historico: { ...posicao, areaOrganizacionalId: areaId, tipoSalario: 3, salario: 300_000 },
    })
  const p = {
    gil: await admitir(1, 'Gil Diretor', diretoria, 'gil@exemplo.com.br'),
    rui: await admitir(2, 'Rui Gestor', diretoria, 'rui@exemplo.com.br'),
    cris: await admitir(3, 'Cris Coresponsável', operacoes),
    ana: await admitir(4, 'Ana Operadora', operacoes, 'ana@exemplo.com.br'),
    bia: await admitir(5, 'Bia Operadora', operacoes, 'bia@exemplo.com.br'),
    duda: await admitir(6, 'Duda Desligada', operacoes),
  }
  await amb.knex('colaboradores').where({ id: p.duda }).update({ dataDesligamento: '2022-01-10' })
  for (const [id, corpo] of [
    [diretoria, { nome: 'Diretoria', responsaveis: [p.gil] }],
    [operacoes, { nome: 'Operações', areaMaeId: diretoria, responsaveis: [p.rui], coresponsaveis: [p.cris] }],
  ] as const) {
    const r = await adm.put(`/api/cargo-salario/areas-organizacionais/${id}`, corpo)
    if (r.status !== 200) throw new Error(`área: ${r.status} ${JSON.stringify(r.body)}`)
  }
  const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Avaliação', autoridades: ['ROLE_AVALIACAO'] })
  const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem Avaliação', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
  await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Avaliação', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
  await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Avaliação', cpf: cpf(91), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
  const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Avaliação 2', autoridades: ['ROLE_AVALIACAO'] })
  await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH Avaliação 2', cpf: cpf(92), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
  const rh: Cliente = cliente(amb.app)
  await rh.entrar(cpf(90), 'segredo1', 1)
  const semPermissao: Cliente = cliente(amb.app)
  await semPermissao.entrar(cpf(91), 'segredo1', 1)
  const so2: Cliente = cliente(amb.app)
  await so2.entrar(cpf(92), 'segredo1', 2)
  const modelo = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', {
    titulo: 'Modelo de desempenho',
    tipo: 'D',
    perguntas: [{ texto: 'Entrega no prazo', tipo: TIPO_NOTA, notaMinima: 1, notaMaxima: 5 }],
  })
  const modeloVazio = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', { titulo: 'Modelo sem perguntas', tipo: 'D', perguntas: [] })
  const novaAvaliacao = (extra: Record<string, unknown> = {}) => ({
    titulo: 'Desempenho 2026',
    dataIni: '2026-01-01',
    dataFim: '2026-12-31',
    tipo: '1.0',
    modeloAvaliacaoId: modelo,
    permiteAutoAvaliacao: true,
    anonima: false,
    ...extra,
  })
  return { amb, adm, adm2, rh, semPermissao, so2, anonimo: cliente(amb.app), p, areas: { diretoria, operacoes }, modelo, modeloVazio, novaAvaliacao, faixaSalarialId: Number(h.faixaSalarialId) }
}

export type Cenario = Awaited<ReturnType<typeof montarCenario>>
