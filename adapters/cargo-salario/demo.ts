import { Effect } from 'effect'
import type { Knex } from 'knex'
import { admitirColaborador } from '../../core/cargo-salario/admitirColaborador.ts'
import { areasOrganizacionais } from '../../core/cargo-salario/areas-organizacionais.ts'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { colaboradores, historicosColaborador } from '../../core/cargo-salario/colaboradores.ts'
import { faixasSalariais, historicosFaixaSalarial } from '../../core/cargo-salario/faixas-salariais.ts'
import { gruposOcupacionais } from '../../core/cargo-salario/grupos-ocupacionais.ts'
import { historicosIndice, indices } from '../../core/cargo-salario/indices.ts'
import { niveisCompetencia } from '../../core/cargo-salario/niveis-competencia.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR } from '../../core/cargo-salario/salario.ts'
import { motivoDesligamento } from '../../core/gestao-talentos/motivo-desligamento.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema, type Ator } from '../../core/shared/ator.ts'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { calcularDvPis } from '../../core/shared/br/pis.ts'
import { alterar, criar } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo, diasEntre } from '../../core/shared/datas.ts'
import type { Registro, Resource } from '../../core/shared/resource.ts'
import { usuarios } from '../../core/utilitario/usuarios.ts'
import { BAIRROS, CIDADES, CURSOS, dataIso, EMPRESAS_ANTERIORES, FEMININOS, gerador, INSTITUICOES, MASCULINOS, RUAS, SOBRENOMES } from '../db/demo-pessoas.ts'
import type { RodarDemo } from '../modulo.ts'

/**
 * The organisation of 'Empresa Demonstração', alive: a 3-level area tree with responsible people, 12 cargos in 4
 * occupational groups with their salary ranges (3 years of dated values, some by index), 2 indices with their
 * history, and about 250 employees admitted over the last 3 years with promotions, transfers, collective
 * adjustments, dismissals and CIPA members. Dates count back from today, so the demo never ages. Deterministic.
 * Everything is written through the core's use cases (admission, the generic create), so it obeys the rules.
 */

/** Brazil's national minimum wage on 1 January (centavos); other years grow 6 % a year from the nearest known one. */
const SALARIO_MINIMO: Readonly<Record<number, number>> = { 2022: 121_200, 2023: 130_200, 2024: 141_200, 2025: 151_800, 2026: 162_100 }
const minimoEm = (ano: number): number => {
  const anos = Object.keys(SALARIO_MINIMO).map(Number)
  const perto = anos.reduce((a, b) => (Math.abs(b - ano) < Math.abs(a - ano) ? b : a))
  return Math.round((SALARIO_MINIMO[perto]! * 1.06 ** (ano - perto)) / 100) * 100
}

type Faixa = readonly [nome: string, valor: number] | readonly [nome: string, indice: 'minimo' | 'piso', quantidade: number]
interface CargoDemo {
  readonly nome: string
  readonly nomeMercado: string
  readonly grupo: string
  readonly areas: ReadonlyArray<string>
  readonly cbo: string
  readonly escolaridade: string
  readonly faixas: ReadonlyArray<Faixa>
  readonly missao?: string
}

const CARGOS: ReadonlyArray<CargoDemo> = [
  { nome: 'Diretor Geral', nomeMercado: 'CEO', grupo: 'Gestão', areas: ['Diretoria'], cbo: '121010', escolaridade: '10', faixas: [['Única', 2_500_000]], missao: 'Dirigir a empresa e responder pelos seus resultados.' },
  { nome: 'Gerente Administrativo', nomeMercado: 'Gerente Administrativo', grupo: 'Gestão', areas: ['Administrativo'], cbo: '142105', escolaridade: '09', faixas: [['I', 1_200_000], ['II', 1_450_000]] },
  { nome: 'Analista de Recursos Humanos', nomeMercado: 'Analista de RH', grupo: 'Administrativo', areas: ['Recursos Humanos'], cbo: '252405', escolaridade: '09', faixas: [['Júnior', 380_000], ['Pleno', 520_000], ['Sênior', 700_000]], missao: 'Conduzir recrutamento, seleção, cargos e salários e o relacionamento com os talentos.' },
  { nome: 'Assistente Administrativo', nomeMercado: 'Assistente Administrativo', grupo: 'Administrativo', areas: ['Administrativo', 'Recursos Humanos', 'Financeiro'], cbo: '411010', escolaridade: '07', faixas: [['I', 230_000], ['II', 270_000], ['III', 310_000]] },
  { nome: 'Analista Contábil', nomeMercado: 'Contador', grupo: 'Administrativo', areas: ['Financeiro'], cbo: '252210', escolaridade: '09', faixas: [['Júnior', 400_000], ['Pleno', 550_000], ['Sênior', 720_000]] },
  { nome: 'Analista de Sistemas', nomeMercado: 'Desenvolvedor de Software', grupo: 'Técnico', areas: ['Tecnologia da Informação'], cbo: '212405', escolaridade: '09', faixas: [['Júnior', 450_000], ['Pleno', 650_000], ['Sênior', 900_000]] },
  { nome: 'Técnico em Segurança do Trabalho', nomeMercado: 'Técnico de Segurança', grupo: 'Técnico', areas: ['Produção', 'Logística'], cbo: '351605', escolaridade: '07', faixas: [['I', 380_000], ['II', 450_000]] },
  { nome: 'Supervisor de Produção', nomeMercado: 'Supervisor de Produção', grupo: 'Gestão', areas: ['Operações', 'Produção', 'Logística'], cbo: '840105', escolaridade: '07', faixas: [['I', 550_000], ['II', 650_000]] },
  { nome: 'Operador de Produção', nomeMercado: 'Operador de Máquinas', grupo: 'Operacional', areas: ['Produção'], cbo: '784205', escolaridade: '05', faixas: [['I', 'minimo', 1.3], ['II', 'minimo', 1.5], ['III', 'minimo', 1.7]] },
  { nome: 'Almoxarife', nomeMercado: 'Conferente de Estoque', grupo: 'Operacional', areas: ['Logística'], cbo: '414105', escolaridade: '07', faixas: [['I', 'piso', 1.1], ['II', 'piso', 1.25]] },
  { nome: 'Vendedor Externo', nomeMercado: 'Representante Comercial', grupo: 'Operacional', areas: ['Comercial', 'Vendas Varejo', 'Vendas Corporativas'], cbo: '354145', escolaridade: '07', faixas: [['I', 250_000], ['II', 300_000]] },
  { nome: 'Supervisor de Vendas', nomeMercado: 'Coordenador Comercial', grupo: 'Gestão', areas: ['Comercial', 'Vendas Varejo', 'Vendas Corporativas'], cbo: '520110', escolaridade: '09', faixas: [['I', 600_000], ['II', 700_000]] },
]

/** Positions (cargo, area, establishment, how many). Matriz in São Paulo, the plant and warehouse in Fortaleza. */
const VAGAS: ReadonlyArray<readonly [cargo: string, area: string, fortaleza: boolean, quantas: number]> = [
  ['Diretor Geral', 'Diretoria', false, 1],
  ['Gerente Administrativo', 'Administrativo', false, 1],
  ['Analista de Recursos Humanos', 'Recursos Humanos', false, 5],
  ['Assistente Administrativo', 'Recursos Humanos', false, 4],
  ['Assistente Administrativo', 'Financeiro', false, 4],
  ['Assistente Administrativo', 'Administrativo', false, 3],
  ['Analista Contábil', 'Financeiro', false, 5],
  ['Analista de Sistemas', 'Tecnologia da Informação', false, 8],
  ['Técnico em Segurança do Trabalho', 'Produção', true, 3],
  ['Supervisor de Produção', 'Operações', true, 1],
  ['Supervisor de Produção', 'Produção', true, 2],
  ['Supervisor de Produção', 'Logística', true, 1],
  ['Operador de Produção', 'Produção', true, 118],
  ['Almoxarife', 'Logística', true, 28],
  ['Vendedor Externo', 'Vendas Varejo', false, 20],
  ['Vendedor Externo', 'Vendas Corporativas', false, 18],
  ['Supervisor de Vendas', 'Comercial', false, 1],
  ['Supervisor de Vendas', 'Vendas Varejo', false, 1],
  ['Supervisor de Vendas', 'Vendas Corporativas', false, 1],
]
const LIDERANCA = new Set(['Diretor Geral', 'Gerente Administrativo', 'Supervisor de Produção', 'Supervisor de Vendas'])

const MOTIVOS_DESLIGAMENTO = [
  'Pedido de demissão',
  'Dispensa sem justa causa',
  'Dispensa por justa causa',
  'Término do contrato de experiência',
  'Acordo entre as partes (art. 484-A da CLT)',
  'Aposentadoria',
]

const SAO_PAULO = CIDADES.find((c) => c[0] === 3550308)!
const FORTALEZA = CIDADES.find((c) => c[0] === 2304400)!

export const semearDemoCargoSalario = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const norte = await knex('empresas').where('nome', 'Filial Norte Comércio').first('id')
  const ator: Ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId, ...(norte ? [Number(norte.id)] : [])] }, TODAS_AUTORIDADES)
  const [matriz, fortaleza] = (await knex('estabelecimentos').where('empresaId', empresaId).orderBy('id').select('id')).map((e: { id: number }) => Number(e.id))
  const cbo = new Map(((await knex('cbo_ocupacoes').whereIn('codigo', CARGOS.map((c) => c.cbo)).select('id', 'codigo')) as Array<{ id: number; codigo: string }>).map((c) => [c.codigo, Number(c.id)]))
  const idiomas = ((await knex('idiomas').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>).map((e) => Number(e.id))
  const areasFormacao = new Map(((await knex('areasFormacao').where('empresaId', empresaId).select('id', 'nome')) as Array<{ id: number; nome: string }>).map((a) => [a.nome, Number(a.id)]))

  const g = gerador(20230301)
  const hoje = diaEmSaoPaulo(Date.now())
  const ano = Number(hoje.slice(0, 4))
  const inicio = adicionarDias(hoje, -3 * 365)
  const novo = (r: Resource, corpo: Record<string, unknown>) =>
    rodar(Effect.catchAll(criar(r, ator, corpo), (x) => Effect.die(new Error(`demo inválida em ${r.name}: ${JSON.stringify(x)}`))))

  // Occupational groups, indices and their values.
  const grupos = new Map<string, number>()
  for (const [descricao, turnover] of [['Gestão', false], ['Administrativo', true], ['Técnico', true], ['Operacional', true]] as const) {
    grupos.set(descricao, (await novo(gruposOcupacionais, { descricao, turnover, considerarQtdColaboradoresPorCargo: descricao === 'Operacional' })).id)
  }
  const minimo = await novo(indices, { nome: 'Salário Mínimo Nacional', grupoAC: 'SM' })
  const piso = await novo(indices, { nome: 'Piso dos Comerciários', grupoAC: 'PC' })
  for (let a = ano - 3; a <= ano; a++) {
    await novo(historicosIndice, { indiceId: minimo.id, data: dataIso(a, 1, 1), valor: minimoEm(a) })
    if (a === 2023) await novo(historicosIndice, { indiceId: minimo.id, data: '2023-05-01', valor: 132_000 })
    await novo(historicosIndice, { indiceId: piso.id, data: dataIso(a, 3, 1), valor: Math.round((165_000 * 1.06 ** (a - ano + 3)) / 100) * 100 })
  }

  // The area tree: Diretoria > Administrativo, Operações, Comercial > their departments.
  const areas = new Map<string, Registro>()
  const area = async (nome: string, mae?: string, extra: Record<string, unknown> = {}) =>
    areas.set(nome, await novo(areasOrganizacionais, { nome, ...(mae ? { areaMaeId: areas.get(mae)!.id } : {}), ...extra }))
  await area('Diretoria', undefined, { codigoAC: '1' })
  await area('Administrativo', 'Diretoria', { codigoAC: '1.1' })
  await area('Recursos Humanos', 'Administrativo', { codigoAC: '1.1.1', email: 'rh@demo.local', emailsNotificacoes: ['rh@demo.local', 'dp@demo.local'] })
  await area('Operações', 'Diretoria', { codigoAC: '1.2' })
  await area('Produção', 'Operações', { codigoAC: '1.2.1', emailsNotificacoes: ['producao@demo.local'] })
  await area('Comercial', 'Diretoria', { codigoAC: '1.3' })
  await area('Financeiro', 'Administrativo', { codigoAC: '1.1.2' })
  await area('Tecnologia da Informação', 'Administrativo', { codigoAC: '1.1.3' })
  await area('Logística', 'Operações', { codigoAC: '1.2.2' })
  await area('Vendas Varejo', 'Comercial', { codigoAC: '1.3.1' })
  await area('Vendas Corporativas', 'Comercial', { codigoAC: '1.3.2' })
  await area('Projetos Especiais', 'Diretoria', { ativo: false, exibirOrganograma: false })

  // Cargos and their ranges, each range with a dated value every March (3 years back), one raise already scheduled.
  const faixasDe = new Map<string, Array<{ id: number; nome: string }>>()
  const cargoId = new Map<string, number>()
  const formacao = areasFormacao.get('Administração')
  for (const c of CARGOS) {
    const cargo = await novo(cargos, {
      nome: c.nome,
      nomeMercado: c.nomeMercado,
      grupoOcupacionalId: grupos.get(c.grupo),
      areasOrganizacionais: c.areas.map((a) => areas.get(a)!.id),
      escolaridade: c.escolaridade,
      ...(formacao && c.escolaridade >= '09' ? { areasFormacaoRelacionadas: [formacao] } : {}),
      ...(c.missao ? { missao: c.missao } : {}),
      exibirModuloExterno: c.grupo !== 'Gestão',
    })
    cargoId.set(c.nome, cargo.id)
    const lista: Array<{ id: number; nome: string }> = []
    for (const [k, f] of c.faixas.entries()) {
      const faixa = await novo(faixasSalariais, { cargoId: cargo.id, nome: f[0], cboId: cbo.get(c.cbo), codigoAC: `${cargo.id}.${k + 1}`, nomeACPessoal: `${c.nome} ${f[0]}` })
      lista.push({ id: faixa.id, nome: f[0] })
      if (f.length === 3) {
        await novo(historicosFaixaSalarial, { faixaSalarialId: faixa.id, data: dataIso(ano - 3, 3, 1), tipo: TIPO_SALARIO_INDICE, indiceId: f[1] === 'minimo' ? minimo.id : piso.id, quantidade: f[2] })
      } else {
        for (let a = ano - 3; a <= ano; a++) {
          await novo(historicosFaixaSalarial, { faixaSalarialId: faixa.id, data: dataIso(a, 3, 1), tipo: TIPO_SALARIO_VALOR, valor: Math.round((f[1] * 1.05 ** (a - ano + 3)) / 100) * 100 })
        }
        if (c.nome === 'Analista de Sistemas') await novo(historicosFaixaSalarial, { faixaSalarialId: faixa.id, data: dataIso(ano + 1, 3, 1), tipo: TIPO_SALARIO_VALOR, valor: Math.round((f[1] * 1.05 ** 4) / 100) * 100 })
      }
    }
    faixasDe.set(c.nome, lista)
  }

  const motivos: number[] = []
  for (const descricao of MOTIVOS_DESLIGAMENTO) motivos.push((await novo(motivoDesligamento, { descricao })).id)

  // The people. A slot is a position; some slots changed hands (the first occupant left, a replacement came).
  const usados = new Set<string>()
  const cpfNovo = () => {
    for (;;) {
      const corpo = String(200_000_000 + g.n(699_999_999)).padStart(9, '0')
      const cpf = corpo + calcularDvCpf(corpo)
      if (!usados.has(cpf) && !/^(\d)\1+$/.test(cpf) && cpf !== '52998224725') {
        usados.add(cpf)
        return cpf
      }
    }
  }
  let matricula = 0
  const pessoa = (cargo: CargoDemo, emFortaleza: boolean, admissao: string, forcar?: { nome: string; cpf: string; sexo: 'F' | 'M' }) => {
    const feminino = forcar ? forcar.sexo === 'F' : g.chance(cargo.grupo === 'Operacional' ? 0.35 : 0.55)
    const nome = forcar?.nome ?? `${g.de(feminino ? FEMININOS : MASCULINOS)} ${g.de(SOBRENOMES)} ${g.de(SOBRENOMES)}`
    const [cidadeId, ufId, ddd, cepMin, cepMax] = emFortaleza ? FORTALEZA : SAO_PAULO
    const anoAdm = Number(admissao.slice(0, 4))
    const idade = (LIDERANCA.has(cargo.nome) ? 32 : 19) + g.n(LIDERANCA.has(cargo.nome) ? 20 : 30)
    const anoNasc = anoAdm - idade
    const superior = cargo.escolaridade >= '09'
    const [curso, areaCurso] = g.de(CURSOS)
    const pis10 = String(1_000_000_000 + g.n(1_999_999_999)).slice(0, 10)
    matricula++
    return {
      matricula: String(matricula).padStart(6, '0'),
      nome,
      cpf: forcar?.cpf ?? cpfNovo(),
      pis: pis10 + calcularDvPis(pis10),
      dataNascimento: dataIso(anoNasc, 1 + g.n(12), 1 + g.n(28)),
      sexo: feminino ? 'F' : 'M',
      estadoCivil: g.de(['01', '01', '02', '02', '03', '05']),
      escolaridade: superior ? g.de(['09', '09', '10']) : g.de([cargo.escolaridade, cargo.escolaridade, '07', '08']),
      etniaRaca: g.de(['2', '4', '8', '8', '6', '1']),
      qtdFilhos: g.n(4),
      email: `${nome.split(' ')[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${nome.split(' ').at(-1)!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}${matricula}@demo.local`,
      dddCelular: ddd,
      foneCelular: `9${String(8000_0000 + g.n(1999_9999))}`,
      cep: String(cepMin + g.n(cepMax - cepMin + 1)).padStart(8, '0'),
      logradouro: g.de(RUAS),
      numero: String(10 + g.n(2000)),
      bairro: g.de(BAIRROS),
      ufId,
      cidadeId,
      dataAdmissao: admissao,
      vinculo: 'E',
      categoriaESocial: '101',
      horasSemanais: cargo.grupo === 'Operacional' ? 44 : 40,
      formacao:
        superior && areasFormacao.size
          ? [{ areaFormacao: { id: areasFormacao.get(areaCurso) ?? [...areasFormacao.values()][0]! }, curso, local: g.de(INSTITUICOES), tipo: 'GRADUACAO', situacao: 'COMPLETO', conclusao: String(Math.min(anoAdm, anoNasc + 22 + g.n(4))) }]
          : [],
      experiencias:
        idade > 24 && g.chance(0.7)
          ? [{ empresa: g.de(EMPRESAS_ANTERIORES), checkNomeCargo: true, nomeMercado: cargo.nomeMercado, dataAdmissao: dataIso(anoNasc + 19 + g.n(3), 1 + g.n(12), 1 + g.n(28)), dataDesligamento: dataIso(anoAdm - 1, 1 + g.n(12), 1 + g.n(28)), motivoSaida: 'Nova oportunidade' }]
          : [],
      idiomas: superior && idiomas.length && g.chance(0.5) ? [{ idioma: { id: g.de(idiomas) }, nivel: g.de(['BASICO', 'INTERMEDIARIO', 'AVANCADO']) }] : [],
    }
  }

  const admitidos = new Map<string, Array<{ id: number; nome: string; ativo: boolean }>>()
  const porCargoArea = (cargo: string, area: string) => admitidos.get(`${cargo}|${area}`) ?? []
  const admitir = async (c: CargoDemo, areaNome: string, emFortaleza: boolean, admissao: string, forcar?: { nome: string; cpf: string; sexo: 'F' | 'M' }) => {
    const faixas = faixasDe.get(c.nome)!
    const lider = c.nome === 'Diretor Geral' || c.nome === 'Gerente Administrativo'
    // A few operators are paid by the index directly; the directors by a negotiated value; the others by their range.
    const porIndice = c.nome === 'Operador de Produção' && g.chance(0.05)
    const historico = lider
      ? { tipoSalario: TIPO_SALARIO_VALOR, salario: c.nome === 'Diretor Geral' ? 2_750_000 : 1_300_000, faixaSalarialId: faixas[0]!.id }
      : porIndice
        ? { tipoSalario: TIPO_SALARIO_INDICE, indiceId: minimo.id, quantidade: 1.4 }
        : { tipoSalario: TIPO_SALARIO_CARGO, faixaSalarialId: faixas[0]!.id }
    const corpo = { ...pessoa(c, emFortaleza, admissao, forcar), historico: { estabelecimentoId: emFortaleza ? fortaleza : matriz, areaOrganizacionalId: areas.get(areaNome)!.id, cargoId: cargoId.get(c.nome)!, ...historico } }
    const r = await rodar(Effect.catchAll(admitirColaborador(ator, corpo), (x) => Effect.die(new Error(`demo: admissão inválida: ${JSON.stringify(x)}`))))
    return { id: r.id, nome: String(r['nome']), corpo: corpo.historico, lider }
  }
  /** Promotions, transfers and collective adjustments of one employee between their admission and `ate`. */
  const carreira = async (p: Awaited<ReturnType<typeof admitir>>, c: CargoDemo, areaNome: string, admissao: string, ate: string) => {
    const faixas = faixasDe.get(c.nome)!
    let nivel = 0
    let area = areaNome
    let salario = 'salario' in p.corpo ? Number(p.corpo.salario) : 0
    for (let a = Number(admissao.slice(0, 4)); a <= ano; a++) {
      // The collective agreement (dissídio) every March raises negotiated salaries; ranges carry theirs already.
      const marco = dataIso(a, 3, 1)
      if (p.corpo.tipoSalario === TIPO_SALARIO_VALOR && marco > admissao && marco <= ate) {
        salario = Math.round((salario * 1.05) / 100) * 100
        await novo(historicosColaborador, { ...p.corpo, colaboradorId: p.id, data: marco, motivo: 'DI', salario, areaOrganizacionalId: areas.get(area)!.id })
      }
      const dia = dataIso(a, 4 + g.n(8), 1 + g.n(28))
      if (diasEntre(admissao, dia) < 300 || dia > ate || p.corpo.tipoSalario !== TIPO_SALARIO_CARGO) continue
      if (nivel + 1 < faixas.length && g.chance(0.45)) {
        nivel++
        await novo(historicosColaborador, { ...p.corpo, colaboradorId: p.id, data: dia, motivo: 'PH', faixaSalarialId: faixas[nivel]!.id, areaOrganizacionalId: areas.get(area)!.id })
      } else if (c.nome === 'Vendedor Externo' && g.chance(0.15)) {
        area = area === 'Vendas Varejo' ? 'Vendas Corporativas' : 'Vendas Varejo'
        await novo(historicosColaborador, { ...p.corpo, colaboradorId: p.id, data: dia, motivo: 'TR', faixaSalarialId: faixas[nivel]!.id, areaOrganizacionalId: areas.get(area)!.id, observacao: 'Transferido a pedido da supervisão comercial.' })
      }
    }
    return { nivel, area }
  }

  const responsavel = new Map<string, number[]>()
  const marcar = (areaNome: string, id: number) => responsavel.set(areaNome, [...(responsavel.get(areaNome) ?? []), id])
  const ativos: Array<{ id: number; cargo: string; area: string; fortaleza: boolean }> = []
  for (const [cargoNome, areaNome, emFortaleza, quantas] of VAGAS) {
    const c = CARGOS.find((x) => x.nome === cargoNome)!
    for (let i = 0; i < quantas; i++) {
      const fundador = LIDERANCA.has(cargoNome) || i === 0
      let admissao = fundador ? adicionarDias(inicio, g.n(30)) : adicionarDias(inicio, g.n(3 * 365 - 20))
      // Some positions changed hands: the first occupant left, the replacement came a few weeks later.
      if (!LIDERANCA.has(cargoNome) && g.chance(0.16) && diasEntre(admissao, hoje) > 200) {
        const saiu = await admitir(c, areaNome, emFortaleza, admissao)
        const desligamento = adicionarDias(admissao, 60 + g.n(Math.max(1, diasEntre(admissao, hoje) - 120)))
        await carreira(saiu, c, areaNome, admissao, desligamento)
        const experiencia = diasEntre(admissao, desligamento) <= 90
        await rodar(
          Effect.orDie(
            alterar(colaboradores, ator, saiu.id, {
              dataDesligamento: desligamento,
              motivoDesligamentoId: experiencia ? motivos[3] : g.de([motivos[0]!, motivos[0]!, motivos[1]!, motivos[1]!, motivos[2]!, motivos[4]!]),
              observacaoDesligamento: experiencia ? 'Não aprovado no período de experiência.' : undefined,
            }),
          ),
        )
        admissao = adicionarDias(desligamento, 15 + g.n(45))
        if (admissao > adicionarDias(hoje, -5)) continue
      }
      const maria = cargoNome === 'Analista de Recursos Humanos' && i === 1
      const p = await admitir(c, areaNome, emFortaleza, admissao, maria ? { nome: 'Maria Restrita', cpf: '52998224725', sexo: 'F' } : undefined)
      const { area } = await carreira(p, c, areaNome, admissao, hoje)
      ativos.push({ id: p.id, cargo: cargoNome, area, fortaleza: emFortaleza })
      admitidos.set(`${cargoNome}|${area}`, [...porCargoArea(cargoNome, area), { id: p.id, nome: p.nome, ativo: true }])
      if (maria) {
        const usuaria = await knex('usuarios').where('cpf', '52998224725').first('id')
        if (usuaria) await rodar(Effect.orDie(alterar(usuarios, ator, Number(usuaria.id), { colaboradorId: p.id })))
        marcar('Recursos Humanos:co', p.id)
      }
    }
  }

  // A promotion already scheduled for next month, shown as such in the employee's history.
  const promovido = porCargoArea('Assistente Administrativo', 'Recursos Humanos')[0]
  if (promovido) {
    await novo(historicosColaborador, {
      colaboradorId: promovido.id,
      data: adicionarDias(hoje, 20),
      motivo: 'PV',
      estabelecimentoId: matriz,
      areaOrganizacionalId: areas.get('Recursos Humanos')!.id,
      cargoId: cargoId.get('Analista de Recursos Humanos')!,
      faixaSalarialId: faixasDe.get('Analista de Recursos Humanos')![0]!.id,
      tipoSalario: TIPO_SALARIO_CARGO,
      observacao: 'Promoção aprovada no comitê de cargos e salários.',
    })
  }

  // Careers across cargos (what the promotion and change reports show): vertical promotions already in force, one
  // with a move to another area, and a merit adjustment of a negotiated salary. Each after the person's last row.
  const ultimaLinha = async (colaboradorId: number) =>
    (await knex('colaborador_historicos').where({ colaboradorId }).orderBy('data', 'desc').first()) as Record<string, unknown>
  const promover = async (de: string, areaDe: string, posicao: number, dias: number, para: string, areaPara: string, observacao: string) => {
    const data = adicionarDias(hoje, -dias)
    // The first from `posicao` on whose history has nothing from that date on.
    for (const quem of ativos.filter((a) => a.cargo === de && a.area === areaDe).slice(posicao)) {
      const ultima = await ultimaLinha(quem.id)
      if (String(ultima['data']) >= data) continue
      await novo(historicosColaborador, {
        colaboradorId: quem.id,
        data,
        motivo: 'PV',
        estabelecimentoId: Number(ultima['estabelecimentoId']),
        areaOrganizacionalId: areas.get(areaPara)!.id,
        cargoId: cargoId.get(para)!,
        faixaSalarialId: faixasDe.get(para)![0]!.id,
        tipoSalario: TIPO_SALARIO_CARGO,
        observacao,
      })
      return
    }
  }
  await promover('Assistente Administrativo', 'Financeiro', 1, 150, 'Analista Contábil', 'Financeiro', 'Concluiu Ciências Contábeis; promoção aprovada pelo comitê.')
  await promover('Operador de Produção', 'Produção', 5, 200, 'Técnico em Segurança do Trabalho', 'Produção', 'Formado no curso técnico de Segurança do Trabalho.')
  await promover('Almoxarife', 'Logística', 2, 75, 'Supervisor de Produção', 'Logística', 'Assume a supervisão do segundo turno do armazém.')
  await promover('Vendedor Externo', 'Vendas Varejo', 3, 110, 'Supervisor de Vendas', 'Vendas Corporativas', 'Passa a supervisionar a nova carteira corporativa.')
  const gerente = porCargoArea('Gerente Administrativo', 'Administrativo')[0]
  const doGerente = gerente && (await ultimaLinha(gerente.id))
  if (gerente && doGerente && String(doGerente['data']) < adicionarDias(hoje, -100)) {
    const { id: _id, data: _data, dataFim: _fim, criadoEm: _c, atualizadoEm: _a, empresaId: _e, ...posicao } = doGerente
    await novo(historicosColaborador, {
      ...Object.fromEntries(Object.entries(posicao).filter(([, v]) => v !== null)),
      data: adicionarDias(hoje, -100),
      motivo: 'RE',
      salario: Math.round((Number(doGerente['salario']) * 1.08) / 100) * 100,
      observacao: 'Reajuste por mérito (avaliação de desempenho).',
    })
  }

  // CIPA: elected members keep their job until a year after the mandate; two mandates already ended.
  const cipeiros = ativos.filter((a) => a.fortaleza && (a.cargo === 'Operador de Produção' || a.cargo === 'Almoxarife')).slice(3, 11)
  for (const [k, c] of cipeiros.entries()) {
    const fim = k < 6 ? adicionarDias(hoje, 150 + k * 40) : adicionarDias(hoje, -60 - k * 10)
    await rodar(Effect.orDie(alterar(colaboradores, ator, c.id, { membroCipa: k < 6, dataFimEstabilidadeCipa: fim })))
  }

  // Who answers for each area (the managers later modules mean by 'gestor').
  const primeiro = (cargo: string, area: string) => porCargoArea(cargo, area)[0]?.id
  const chefes: ReadonlyArray<readonly [string, ReadonlyArray<number | undefined>, ReadonlyArray<number | undefined>]> = [
    ['Diretoria', [primeiro('Diretor Geral', 'Diretoria')], []],
    ['Administrativo', [primeiro('Gerente Administrativo', 'Administrativo')], []],
    ['Recursos Humanos', [primeiro('Analista de Recursos Humanos', 'Recursos Humanos')], responsavel.get('Recursos Humanos:co') ?? []],
    ['Financeiro', [primeiro('Analista Contábil', 'Financeiro')], []],
    ['Tecnologia da Informação', [primeiro('Analista de Sistemas', 'Tecnologia da Informação')], []],
    ['Operações', [primeiro('Supervisor de Produção', 'Operações')], []],
    ['Produção', [porCargoArea('Supervisor de Produção', 'Produção')[0]?.id], [porCargoArea('Supervisor de Produção', 'Produção')[1]?.id]],
    ['Logística', [primeiro('Supervisor de Produção', 'Logística')], []],
    ['Comercial', [primeiro('Supervisor de Vendas', 'Comercial')], []],
    ['Vendas Varejo', [primeiro('Supervisor de Vendas', 'Vendas Varejo')], []],
    ['Vendas Corporativas', [primeiro('Supervisor de Vendas', 'Vendas Corporativas')], []],
  ]
  for (const [nome, resp, co] of chefes) {
    const r = resp.filter((x): x is number => x !== undefined)
    const c = co.filter((x): x is number => x !== undefined)
    await rodar(Effect.orDie(alterar(areasOrganizacionais, ator, areas.get(nome)!.id, { responsaveis: r, coresponsaveis: c })))
  }
}

/**
 * The competency levels of 'Empresa Demonstração' (cargo-salario/niveis-competencia, used by the evaluations; the
 * competencies' demo gives them a dated history, Especialista taking part from a year ago):
 * the module that declares them seeds them (they were seeded by recruitment's evaluations demo before).
 */
export const semearDemoNiveisCompetencia = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  for (const [descricao, ordem, percentual] of [
    ['Básico', 1, 40],
    ['Intermediário', 2, 70],
    ['Avançado', 3, 90],
    ['Especialista', 4, 95],
  ] as const) {
    await rodar(criar(niveisCompetencia, ator, { descricao, ordem, percentual }))
  }
}
