import { Effect, Either } from 'effect'
import { Impressora, type Documento, type Par } from '../shared/documento.ts'
import { formatarData, formatarDataHora, formatarDinheiro } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro, type RegistroDe, type Resource } from '../shared/resource.ts'
import { areasOrganizacionais } from '../cargo-salario/areas-organizacionais.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { faixasSalariais } from '../cargo-salario/faixas-salariais.ts'
import { cidades, estados } from '../geral/localidades.ts'
import { estabelecimentos } from '../utilitario/estabelecimentos.ts'
import { motivosSolicitacao } from './cadastros.ts'
import { situacao, estadoDe } from './alterarSolicitacao.ts'
import type { Ator } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { ConsultaPipeline, etapasDaSolicitacao, type CandidatoNaSolicitacao, type Etapa } from './pipeline.ts'
import { configDaEmpresa, ESCOLARIDADES, SEXOS, solicitacoesPessoal, STATUS_SOLICITACAO, TIPOS_VAGA, VINCULOS } from './solicitacoes-pessoal.ts'

export interface DadosImpressao {
  /** The stored request (a field left out prints empty). */
  readonly solicitacao: Registro & Partial<RegistroDe<typeof solicitacoesPessoal>>
  readonly nomes: Readonly<Partial<Record<'estabelecimento' | 'area' | 'cargo' | 'faixa' | 'motivo' | 'cidade' | 'estado', string | null>>>
  readonly etapas: ReadonlyArray<Etapa>
  readonly candidatos: ReadonlyArray<CandidatoNaSolicitacao>
  readonly exibirSalario: boolean
  readonly exibirSubstituidos: boolean
  readonly empresa: string
  readonly emitidoEm: string
  readonly emitidoPor: string
}

const opcao = (lista: ReadonlyArray<{ readonly id: string; readonly name: string }>, v: unknown) => lista.find((o) => o.id === v)?.name ?? ''
const txt = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const data = (v: unknown) => (typeof v === 'string' && v ? formatarData(v) : '')

const SITUACAO = { aberta: 'Aberta', suspensa: 'Suspensa', encerrada: 'Encerrada', cancelada: 'Cancelada' } as const

/** The request's printable document (A4 portrait): data, state, stages with their candidates. */
export const documentoSolicitacao = (d: DadosImpressao): Documento => {
  const s = d.solicitacao
  const par = (rotulo: string, valor: string): Par => ({ rotulo, valor: valor || '—' })
  const campos: ReadonlyArray<Par> = [
    par('Código', String(s.id)),
    par('Descrição', txt(s.descricao)),
    par('Data', data(s.data)),
    par('Previsão de encerramento', data(s.dataPrevisaoEncerramento)),
    par('Situação', `${SITUACAO[situacao(estadoDe(s))]} — ${opcao(STATUS_SOLICITACAO, s.status)}`),
    par('Solicitante', txt(s.solicitanteNome)),
    par('Liberador', [txt(s.liberadorNome), data(s.dataStatus)].filter(Boolean).join(' em ')),
    par('Observação do liberador', txt(s.observacaoLiberador)),
    par('Estabelecimento', txt(d.nomes.estabelecimento)),
    par('Área Organizacional', txt(d.nomes.area)),
    par('Cargo', [txt(d.nomes.cargo), txt(d.nomes.faixa)].filter(Boolean).join(' — ')),
    par('Motivo', txt(d.nomes.motivo)),
    par('Número de vagas', `${txt(s.quantidade)} (preenchidas: ${txt(s.qtdVagasPreenchidas)})`),
    par('Horário', txt(s.horarioComercial)),
    par('Ambiente / Função', [txt(s.ambiente), txt(s.funcao)].filter(Boolean).join(' / ')),
    par('Tipo da vaga', opcao(TIPOS_VAGA, s.tipoVaga)),
    par('Recrutador responsável', txt(s.recrutadorResponsavel)),
    par('Vínculo', opcao(VINCULOS, s.vinculo)),
    ...(d.exibirSalario ? [par('Remuneração', typeof s.remuneracao === 'number' ? formatarDinheiro(s.remuneracao) : '')] : []),
    par('Escolaridade', opcao(ESCOLARIDADES, s.escolaridade)),
    par('Sexo', opcao(SEXOS, s.sexo)),
    par('Idade', [s.idadeMinima, s.idadeMaxima].some((x) => x != null) ? `${txt(s.idadeMinima) || '—'} a ${txt(s.idadeMaxima) || '—'} anos` : ''),
    par('Local', [txt(d.nomes.cidade), txt(d.nomes.estado)].filter(Boolean).join(' / ')),
    par('Bairros', (s.bairros ?? []).join(', ')),
    ...(d.exibirSubstituidos
      ? [par('Talentos substituídos', (s.colaboradoresSubstituidos ?? []).map((c) => c.nome).filter(Boolean).join(', '))]
      : []),
    par('Experiências', txt(s.experiencias)),
    par('Informações complementares', txt(s.infoComplementares)),
    ...(s.encerrada === true ? [par('Encerramento', [data(s.dataEncerramento), txt(s.obsEncerra)].filter(Boolean).join(' — '))] : []),
    ...(s.cancelada === true ? [par('Cancelamento', txt(s.obsCancelamento))] : []),
  ]
  const porEtapa = d.etapas.map((e) => ({ etapa: e, candidatos: d.candidatos.filter((c) => c.etapaSeletivaId === e.id) }))
  return {
    titulo: `Solicitação de Pessoal ${s.id}`,
    autor: d.empresa,
    cabecalho: { empresa: d.empresa, emitido: `Emitido em ${formatarDataHora(d.emitidoEm)} por ${d.emitidoPor}` },
    blocos: [
      { tipo: 'titulo', texto: 'Solicitação de Pessoal' },
      { tipo: 'campos', campos },
      {
        tipo: 'tabela',
        titulo: 'Candidatos',
        colunas: [{ titulo: 'Candidato', largura: 3 }, { titulo: 'Etapa', largura: 2 }, { titulo: 'Resultado' }, { titulo: 'Contratado' }],
        linhas: porEtapa.flatMap(({ etapa, candidatos }) =>
          candidatos.map((c) => [c.nome, etapa.nome, c.apto === 'S' ? 'Apto' : c.apto === 'N' ? 'Não apto' : '', c.contratado ? 'Sim' : '']),
        ),
        vazia: 'Nenhum candidato vinculado.',
      },
    ],
  }
}

const nome = (r: Resource, escopo: Ator['escopo'], id: unknown, campo = 'nome') =>
  typeof id === 'number'
    ? Effect.map(Effect.either(Effect.flatMap(Repositorio, (repo) => repo.get(r, escopo, id))), (e) => (Either.isRight(e) ? txt(e.right[campo]) : null))
    : Effect.succeed(null)

/** GET {id}/pdf: the request as a PDF file. */
export const imprimirSolicitacao = (ator: Ator, id: number, empresa: string) =>
  Effect.gen(function* () {
    const s = yield* obter(solicitacoesPessoal, ator, id)
    const escopo = { ...ator.escopo, empresaId: Number(s.empresaId) }
    const cfg = yield* configDaEmpresa(ator.escopo, Number(s.empresaId))
    const nomes = {
      estabelecimento: yield* nome(estabelecimentos, escopo, s.estabelecimentoId),
      area: yield* nome(areasOrganizacionais, escopo, s.areaOrganizacionalId),
      cargo: yield* nome(cargos, escopo, s.cargoId),
      faixa: yield* nome(faixasSalariais, escopo, s.faixaSalarialId),
      motivo: yield* nome(motivosSolicitacao, escopo, s.motivoSolicitacaoId),
      cidade: yield* nome(cidades, escopo, s.cidadeId),
      estado: yield* nome(estados, escopo, s.estadoId, 'sigla'),
    }
    const etapas = yield* etapasDaSolicitacao(ator, s)
    const candidatos = yield* (yield* ConsultaPipeline).candidatos(Number(s.empresaId), id)
    const documento = documentoSolicitacao({
      solicitacao: s,
      nomes,
      etapas,
      candidatos,
      exibirSalario: cfg.solPessoalExibirSalario,
      exibirSubstituidos: cfg.solPessoalExibirColabSubstituido,
      empresa,
      emitidoEm: yield* (yield* Relogio).agora,
      emitidoPor: ator.usuario.nome,
    })
    const bytes = yield* (yield* Impressora).pdf(documento)
    return { bytes, nomeArquivo: `solicitacao-pessoal-${id}.pdf` }
  })

export const ACOES_IMPRIMIR_SOLICITACAO = [
  defineAcao({
    nome: 'pdf',
    metodo: 'GET',
    caminho: ':id/pdf',
    resumo: 'Baixa o PDF da solicitação',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => Effect.map(imprimirSolicitacao(ator, id, ator.empresa?.nome ?? ''), (a) => ({ ...a, tipo: 'application/pdf' })),
  }),
]
