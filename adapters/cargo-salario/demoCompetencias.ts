import { Effect } from 'effect'
import type { Knex } from 'knex'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { ITENS_DE_COMPETENCIA } from '../../core/cargo-salario/competencias.ts'
import type { TipoCompetencia } from '../../core/cargo-salario/competenciasRegras.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial } from '../../core/cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { gravarCompetencia } from '../../core/cargo-salario/gravarCompetencia.ts'
import { niveisCompetenciaHistorico } from '../../core/cargo-salario/niveis-competencia-historico.ts'
import { configuracoesNiveisCompetenciaColaborador } from '../../core/gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { alterar } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { gerador } from '../db/demo-pessoas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'

/**
 * Competencies of 'Empresa Demonstração', alive: the levels' history (Básico, Intermediário, Avançado, and
 * Especialista from a year ago), CHA items with their behaviours, each demo cargo's CHA, what several salary ranges
 * require (dated two years ago, revised six months ago for the senior ranges), and the levels employees of those
 * ranges showed 18 months ago and two months ago: the radar of an analyst, a developer or a salesperson shows the
 * person against their range. Written through the core's use cases; dates count back from today; deterministic.
 */

type Item = readonly [tipo: TipoCompetencia, nome: string, areas: ReadonlyArray<string>, comportamentos: ReadonlyArray<string>, observacao?: string]

const ITENS: ReadonlyArray<Item> = [
  ['C', 'Legislação trabalhista (CLT)', ['Recursos Humanos', 'Administrativo'], ['Aplica as regras de jornada, férias e rescisão sem consultar terceiros', 'Orienta gestores sobre riscos trabalhistas'], 'Consolidação das Leis do Trabalho, convenções coletivas e eSocial.'],
  ['C', 'Contabilidade societária', ['Financeiro'], ['Elabora balancetes e conciliações no prazo', 'Interpreta normas do CPC aplicáveis à empresa']],
  ['C', 'Desenvolvimento em TypeScript', ['Tecnologia da Informação'], ['Entrega funcionalidades com testes automatizados', 'Revisa o código de colegas com critério', 'Diagnostica falhas em produção']],
  ['C', 'Normas regulamentadoras (NRs)', ['Produção', 'Logística', 'Operações'], ['Conhece as NRs aplicáveis ao seu posto', 'Identifica situações de risco e aciona a segurança']],
  ['C', 'Técnicas de vendas consultivas', ['Comercial', 'Vendas Varejo', 'Vendas Corporativas'], ['Levanta a necessidade do cliente antes de ofertar', 'Apresenta proposta adequada ao perfil do cliente']],
  ['C', 'Planilhas eletrônicas', ['Administrativo', 'Recursos Humanos', 'Financeiro'], ['Monta tabelas dinâmicas e gráficos', 'Usa fórmulas de busca e validação de dados']],
  ['H', 'Comunicação', ['Diretoria', 'Administrativo', 'Recursos Humanos', 'Comercial', 'Vendas Varejo', 'Vendas Corporativas'], ['Expressa ideias com clareza, oralmente e por escrito', 'Ouve com atenção e confirma o entendimento']],
  ['H', 'Negociação', ['Comercial', 'Vendas Varejo', 'Vendas Corporativas', 'Diretoria'], ['Conduz negociações buscando acordos sustentáveis', 'Contorna objeções com argumentos']],
  ['H', 'Análise de dados', ['Financeiro', 'Tecnologia da Informação', 'Recursos Humanos'], ['Transforma dados em indicadores para decisão', 'Questiona a qualidade das fontes']],
  ['H', 'Operação de máquinas', ['Produção'], ['Opera o equipamento dentro dos parâmetros', 'Faz o checklist de início de turno']],
  ['H', 'Liderança de equipes', ['Diretoria', 'Administrativo', 'Operações', 'Produção', 'Logística', 'Comercial'], ['Define metas claras e acompanha a equipe', 'Dá retorno frequente sobre o desempenho']],
  ['A', 'Proatividade', ['Diretoria', 'Administrativo', 'Recursos Humanos', 'Financeiro', 'Tecnologia da Informação', 'Operações', 'Produção', 'Logística', 'Comercial', 'Vendas Varejo', 'Vendas Corporativas'], ['Antecipa problemas e propõe soluções', 'Assume tarefas sem esperar ser solicitado']],
  ['A', 'Trabalho em equipe', ['Diretoria', 'Administrativo', 'Recursos Humanos', 'Financeiro', 'Tecnologia da Informação', 'Operações', 'Produção', 'Logística', 'Comercial', 'Vendas Varejo', 'Vendas Corporativas'], ['Compartilha informações com os colegas', 'Colabora com outras áreas']],
  ['A', 'Foco no cliente', ['Comercial', 'Vendas Varejo', 'Vendas Corporativas'], ['Retorna ao cliente no prazo combinado', 'Busca a satisfação do cliente após a venda']],
  ['A', 'Segurança em primeiro lugar', ['Produção', 'Logística', 'Operações'], ['Usa os EPIs durante toda a jornada', 'Interrompe a atividade diante de risco grave']],
]

/** Each cargo's CHA (names of ITENS) and the required level per range (order 1..4) of each item. */
const CARGOS_CHA: ReadonlyArray<readonly [cargo: string, itens: ReadonlyArray<string>, niveisPorFaixa: Readonly<Record<string, number>>]> = [
  ['Analista de Recursos Humanos', ['Legislação trabalhista (CLT)', 'Planilhas eletrônicas', 'Comunicação', 'Análise de dados', 'Proatividade', 'Trabalho em equipe'], { Júnior: 1, Pleno: 2, Sênior: 3 }],
  ['Analista de Sistemas', ['Desenvolvimento em TypeScript', 'Análise de dados', 'Comunicação', 'Proatividade', 'Trabalho em equipe'], { Júnior: 1, Pleno: 2, Sênior: 3 }],
  ['Vendedor Externo', ['Técnicas de vendas consultivas', 'Negociação', 'Comunicação', 'Foco no cliente', 'Proatividade'], { I: 2, II: 3 }],
  ['Operador de Produção', ['Normas regulamentadoras (NRs)', 'Operação de máquinas', 'Segurança em primeiro lugar', 'Trabalho em equipe'], { I: 1, II: 2, III: 3 }],
  ['Assistente Administrativo', ['Planilhas eletrônicas', 'Comunicação', 'Proatividade', 'Trabalho em equipe'], { I: 1, II: 2, III: 2 }],
  ['Analista Contábil', ['Contabilidade societária', 'Planilhas eletrônicas', 'Análise de dados', 'Trabalho em equipe'], { Júnior: 1, Pleno: 2, Sênior: 3 }],
  ['Supervisor de Produção', ['Normas regulamentadoras (NRs)', 'Liderança de equipes', 'Comunicação', 'Segurança em primeiro lugar'], { I: 2, II: 3 }],
  ['Supervisor de Vendas', ['Técnicas de vendas consultivas', 'Liderança de equipes', 'Negociação', 'Foco no cliente'], { I: 3, II: 3 }],
]

/** The complement texts of each cargo's lists. */
const COMPLEMENTOS: Readonly<Record<string, string>> = {
  'Analista de Recursos Humanos': 'Rotinas de departamento pessoal e eSocial.',
  'Analista de Sistemas': 'Versionamento com Git e bancos de dados relacionais.',
  'Vendedor Externo': 'Carteira de clientes própria na região.',
  'Operador de Produção': 'Leitura de ordens de produção.',
}

/** Employees per cargo whose levels are recorded (all of the smaller teams; the first of the operators). */
const AVALIADOS_POR_CARGO = 30

export const semearDemoCompetencias = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const g = gerador(20240513)
  const hoje = diaEmSaoPaulo(Date.now())
  const desde = adicionarDias(hoje, -3 * 365)
  const revisao = adicionarDias(hoje, -365)
  const novo = (r: Parameters<typeof criarNaDemo>[0], corpo: Record<string, unknown>) => rodar(criarNaDemo(r, ator, corpo))

  // The levels' history of weights and minima: three levels, then, from a year ago, Especialista too.
  const niveis = new Map(((await knex('niveis_competencia').where('empresaId', empresaId).select('id', 'descricao')) as Array<{ id: number; descricao: string }>).map((n) => [n.descricao, Number(n.id)]))
  if (niveis.size < 4) return
  const nivelDaOrdem = ['Básico', 'Intermediário', 'Avançado', 'Especialista'].map((d) => niveis.get(d)!)
  const linhasDoHistorico = (quantos: number, minimos: ReadonlyArray<number>) => nivelDaOrdem.slice(0, quantos).map((id, i) => ({ nivelCompetenciaId: id, ordem: i + 1, percentual: minimos[i] }))
  await novo(niveisCompetenciaHistorico, { data: desde, considerarPercentualMinimo: true, configHistoricosNiveis: linhasDoHistorico(3, [40, 70, 90]) })
  await novo(niveisCompetenciaHistorico, { data: revisao, considerarPercentualMinimo: true, configHistoricosNiveis: linhasDoHistorico(4, [40, 65, 85, 95]) })

  // CHA items with their behaviours.
  const areas = new Map(((await knex('areas_organizacionais').where('empresaId', empresaId).select('id', 'nome')) as Array<{ id: number; nome: string }>).map((a) => [a.nome, Number(a.id)]))
  const itens = new Map<string, { id: number; tipo: TipoCompetencia }>()
  for (const [tipo, nome, nomesAreas, comportamentos, observacao] of ITENS) {
    const corpo = {
      nome,
      areasOrganizacionais: nomesAreas.map((a) => areas.get(a)!).filter((x) => x !== undefined),
      solicitarComentario: tipo === 'A',
      ...(observacao ? { observacao } : {}),
      competencias: comportamentos.map((descricao) => ({ descricao })),
    }
    const r = await rodar(Effect.catchAll(gravarCompetencia(ITENS_DE_COMPETENCIA[tipo], ator, undefined, corpo), (x) => Effect.die(new Error(`demo inválida em competências: ${JSON.stringify(x)}`))))
    itens.set(nome, { id: r.id, tipo })
  }

  // Each cargo's CHA, what its ranges require (two years ago; the senior ranges revised six months ago), and the
  // levels shown by the people holding those ranges.
  const doisAnos = adicionarDias(hoje, -2 * 365)
  const seisMeses = adicionarDias(hoje, -182)
  const dezoitoMeses = adicionarDias(hoje, -548)
  const doisMeses = adicionarDias(hoje, -60)
  const exigido = new Map<number, Array<{ data: string; niveis: Map<number, number> }>>()
  for (const [nomeCargo, nomes, porFaixa] of CARGOS_CHA) {
    const cargo = await knex('cargos').where({ empresaId, nome: nomeCargo }).first('id')
    if (!cargo) continue
    const cargoId = Number(cargo.id)
    const doCargo = nomes.map((n) => itens.get(n)!)
    const ids = (t: TipoCompetencia) => doCargo.filter((x) => x.tipo === t).map((x) => x.id)
    const complemento = COMPLEMENTOS[nomeCargo]
    await rodar(
      Effect.orDie(
        alterar(cargos, ator, cargoId, {
          conhecimentos: ids('C'),
          habilidades: ids('H'),
          atitudes: ids('A'),
          ...(complemento ? { complementoConhecimento: complemento } : {}),
        }),
      ),
    )
    const faixas = (await knex('faixas_salariais').where({ empresaId, cargoId }).select('id', 'nome')) as Array<{ id: number; nome: string }>
    for (const f of faixas) {
      const base = porFaixa[f.nome]
      if (base === undefined) continue
      // The first two listed competencies are the cargo's core: they weigh more and ask one level more.
      const linhas = (ordem: (k: number) => number) =>
        doCargo.map((c, k) => ({ competenciaId: c.id, competenciaPeso: k < 2 ? 3 : 1, nivelCompetenciaId: nivelDaOrdem[Math.min(3, Math.max(0, ordem(k) - 1))]! }))
      const antes = linhas((k) => Math.min(3, k < 2 ? base + 1 : base))
      await novo(configuracoesNiveisCompetenciaFaixaSalarial, { faixaSalarialId: f.id, data: doisAnos, configsNiveisCompetencias: antes })
      const datas = [{ data: doisAnos, niveis: new Map(antes.map((l) => [l.competenciaId, nivelDaOrdem.indexOf(l.nivelCompetenciaId) + 1])) }]
      if (base >= 3) {
        // The senior ranges now ask for a specialist in the cargo's core knowledge.
        const depois = linhas((k) => (k === 0 ? 4 : Math.min(3, k < 2 ? base + 1 : base)))
        await novo(configuracoesNiveisCompetenciaFaixaSalarial, { faixaSalarialId: f.id, data: seisMeses, configsNiveisCompetencias: depois })
        datas.push({ data: seisMeses, niveis: new Map(depois.map((l) => [l.competenciaId, nivelDaOrdem.indexOf(l.nivelCompetenciaId) + 1])) })
      }
      exigido.set(f.id, datas)
    }

    // The people of the cargo today (active), whose levels HR recorded 18 and 2 months ago.
    const pessoas = (await knex('colaboradores as c')
      .join('colaborador_historicos as h', 'h.colaborador_id', 'c.id')
      .whereRaw(sqlVigenteEm('h', hoje))
      .where('h.cargo_id', cargoId)
      .where('c.empresa_id', empresaId)
      .whereNull('c.data_desligamento')
      .orderBy('c.id')
      .limit(AVALIADOS_POR_CARGO)
      .select('c.id', 'c.data_admissao')) as Array<{ id: number; dataAdmissao: string }>
    for (const p of pessoas) {
      // How this person compares with what is asked: some below, most at the level, a few above.
      const talento = g.de([-1, -1, 0, 0, 0, 1])
      for (const [quando, melhora] of [[dezoitoMeses, 0], [doisMeses, g.chance(0.5) ? 1 : 0]] as const) {
        if (quando < String(p.dataAdmissao)) continue
        const faixa = await knex('colaborador_historicos').where('colaboradorId', p.id).where('data', '<=', quando).orderBy('data', 'desc').first('faixaSalarialId')
        const datas = faixa?.faixaSalarialId ? exigido.get(Number(faixa.faixaSalarialId)) : undefined
        const vigente = datas?.filter((d) => d.data <= quando).at(-1)
        if (!vigente) continue
        const maximo = quando >= revisao ? 4 : 3
        const configsNiveisCompetencias = doCargo.map((c) => {
          const pedido = vigente.niveis.get(c.id) ?? 2
          const ordem = Math.min(maximo, Math.max(1, pedido + talento + melhora + g.de([0, 0, 0, -1, 1])))
          return { competenciaId: c.id, nivelCompetenciaId: nivelDaOrdem[ordem - 1]!, ...(c.tipo === 'A' && ordem < pedido ? { comentario: 'Combinado plano de desenvolvimento com a liderança.' } : {}) }
        })
        await novo(configuracoesNiveisCompetenciaColaborador, { colaboradorId: p.id, data: quando, configsNiveisCompetencias })
      }
    }
  }
}
