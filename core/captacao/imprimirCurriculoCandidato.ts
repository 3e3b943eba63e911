import { Effect, Either, Schema } from 'effect'
import { formatarCep } from '../shared/br/cep.ts'
import { formatarCpf } from '../shared/br/cpf.ts'
import { formatarPis } from '../shared/br/pis.ts'
import { camposPreenchidos, Impressora, tabela as blocoTabela, type Documento, type Secao } from '../shared/documento.ts'
import { formatarData, formatarDataHora, formatarDinheiro } from '../shared/formatos.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { validar, type Registro, type RegistroDe, type Resource } from '../shared/resource.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { cidades, estados } from '../geral/localidades.ts'
import { empresas } from '../utilitario/empresas.ts'
import { areasInteresse, comoFicouSabendoVaga } from './cadastros.ts'
import { CATEGORIAS_HABILITACAO, DEFICIENCIAS, ESCOLARIDADES, ESTADOS_CIVIS, ETNIAS, SEXOS, VINCULOS } from '../geral/pessoa.ts'
import { candidatos } from './candidatos.ts'
import {
  NIVEIS_IDIOMA,
  SITUACOES_FORMACAO,
  TIPOS_CERTIFICADO,
  TIPOS_FORMACAO,
  type CandidatoIdioma,
  type Certificado,
  type Experiencia,
  type Formacao,
} from '../geral/itensPessoa.ts'
import { camposExtrasVisiveis, configDaEmpresa } from './qualificacaoCandidato.ts'

const flag = Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Opção inválida' }), { default: () => false })
const flagSim = Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Opção inválida' }), { default: () => true })
const Assinatura = Schema.Struct({
  exibir: flag,
  texto: Schema.optionalWith(
    Schema.String.annotations({ message: () => 'Texto da assinatura inválido' }).pipe(
      Schema.maxLength(100, { message: () => 'Texto da assinatura deve ter no máximo 100 caracteres' }),
    ),
    { default: () => '' },
  ),
})

/**
 * Print options of spec 000 §3.5: which sections to show, the header, and three signatures each with its
 * text. The personal, address and contact data always print. Defaults: the résumé sections on, the
 * internal ones (observation, OCR text, history, request) off.
 */
export const OpcoesImpressaoSchema = Schema.Struct({
  exibirSocioEconomica: flag,
  exibirFormacao: flagSim,
  exibirCertificados: flagSim,
  exibirIdiomas: flagSim,
  exibirConhecimentos: flagSim,
  exibirCursos: flagSim,
  exibirExperiencias: flagSim,
  exibirObservacao: flag,
  exibirHistorico: flag,
  exibirOcr: flag,
  exibirCamposExtras: flag,
  exibirCabecalho: flagSim,
  exibirSolicitacao: flag,
  assinatura1: Schema.optionalWith(Assinatura, { default: () => ({ exibir: false, texto: '' }) }),
  assinatura2: Schema.optionalWith(Assinatura, { default: () => ({ exibir: false, texto: '' }) }),
  assinatura3: Schema.optionalWith(Assinatura, { default: () => ({ exibir: false, texto: '' }) }),
})
export type OpcoesImpressao = typeof OpcoesImpressaoSchema.Type

export type { Secao }

/** A résumé's content (sections, header, signatures), every value already formatted in pt-BR. */
export interface DocumentoCurriculo {
  readonly titulo: string
  readonly cabecalho: { readonly empresa: string; readonly emitidoEm: string; readonly logo: string | null } | null
  readonly foto: string | null
  readonly secoes: ReadonlyArray<Secao>
  readonly assinaturas: ReadonlyArray<string>
}

/** The résumé as a printable document: company header, title with the photo, the sections, signature lines. */
export const documentoDoCurriculo = (c: DocumentoCurriculo): Documento => ({
  titulo: c.titulo,
  ...(c.cabecalho ? { autor: c.cabecalho.empresa, cabecalho: { empresa: c.cabecalho.empresa, logo: c.cabecalho.logo, emitido: `Emitido em ${formatarDataHora(c.cabecalho.emitidoEm)}` } } : {}),
  rodape: { paginas: true },
  blocos: [{ tipo: 'titulo', texto: c.titulo, imagem: c.foto }, ...c.secoes, ...(c.assinaturas.length ? [{ tipo: 'assinaturas' as const, nomes: c.assinaturas }] : [])],
})

/** The résumé (or the LGPD export built on it) as PDF bytes. */
export const imprimirDocumentoCurriculo = (c: DocumentoCurriculo) => Effect.flatMap(Impressora, (i) => i.pdf(documentoDoCurriculo(c)))

const nomeOpcao = (os: ReadonlyArray<{ readonly id: string; readonly name: string }>, v: unknown) => os.find((o) => o.id === v)?.name ?? ''
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const d = (v: unknown) => (typeof v === 'string' ? formatarData(v) : '')
const sn = (v: unknown) => (v === true ? 'Sim' : 'Não')
const fone = (ddd: unknown, n: unknown) => (n ? `${ddd ? `(${s(ddd)}) ` : ''}${s(n)}` : '')
const horas = (min: number | undefined) => (min === undefined ? '' : `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')}`)

const campos = camposPreenchidos
const tabela = (titulo: string, colunas: ReadonlyArray<string>, linhas: ReadonlyArray<ReadonlyArray<string>>) =>
  linhas.length ? blocoTabela(titulo, colunas, linhas) : undefined

/** Builds the résumé document from a stored candidate and the names of what it references (pure). */
export const montarCurriculo = (
  /** The stored candidate (a field left out prints empty). */
  c: Registro & Partial<RegistroDe<typeof candidatos>>,
  o: OpcoesImpressao,
  nomes: {
    readonly empresa: string
    readonly logo: string | null
    readonly cargos: ReadonlyArray<string>
    readonly areasInteresse: ReadonlyArray<string>
    readonly cidade: string
    readonly uf: string
    readonly comoFicouSabendo: string
    readonly camposExtras: ReadonlyArray<{ readonly campo: string; readonly titulo: string }>
    readonly historico?: ReadonlyArray<ReadonlyArray<string>>
    readonly solicitacoes?: ReadonlyArray<ReadonlyArray<string>>
  },
  emitidoEm: string,
): DocumentoCurriculo => {
  const secoes: Array<Secao | undefined> = []
  secoes.push(
    campos('Dados pessoais', [
      ['Nome', s(c.nome)],
      ['Nome social', s(c.nomeSocial)],
      ['CPF', c.cpf ? formatarCpf(s(c.cpf)) : ''],
      ['Data de nascimento', d(c.dataNascimento)],
      ['Naturalidade', s(c.naturalidade)],
      ['Sexo', c.sexo === 'I' ? '' : nomeOpcao(SEXOS, c.sexo)],
      ['Estado civil', nomeOpcao(ESTADOS_CIVIS, c.estadoCivil)],
      ['Escolaridade', nomeOpcao(ESCOLARIDADES, c.escolaridade)],
      ['Etnia/Raça', c.etniaRaca === '9' ? '' : nomeOpcao(ETNIAS, c.etniaRaca)],
      ['Deficiência', c.deficiencia && c.deficiencia !== '0' ? nomeOpcao(DEFICIENCIAS, c.deficiencia) : ''],
      ['RG', [s(c.rg), s(c.rgOrgaoEmissor)].filter(Boolean).join(' ')],
      ['PIS', c.pis ? formatarPis(s(c.pis)) : ''],
      ['Habilitação', c.numeroHab ? `${s(c.numeroHab)} — categoria ${nomeOpcao(CATEGORIAS_HABILITACAO, c.categoria)}${c.vencimento ? `, vence em ${d(c.vencimento)}` : ''}` : ''],
      ['Cargo/Função pretendida', nomes.cargos.join(', ')],
      ['Áreas de interesse', nomes.areasInteresse.join(', ')],
      ['Pretensão salarial', typeof c.pretencaoSalarial === 'number' ? formatarDinheiro(c.pretencaoSalarial) : ''],
      ['Colocação', nomeOpcao(VINCULOS, c.colocacao)],
      ['Como ficou sabendo da vaga', nomes.comoFicouSabendo],
    ]),
    campos('Endereço e contato', [
      ['Endereço', [s(c.logradouro), s(c.numero), s(c.complemento)].filter(Boolean).join(', ')],
      ['Bairro', s(c.bairro)],
      ['Cidade', [nomes.cidade, nomes.uf].filter(Boolean).join(' - ')],
      ['CEP', c.cep ? formatarCep(s(c.cep)) : ''],
      ['E-mail', s(c.email)],
      ['Telefone', fone(c.ddd, c.foneFixo)],
      ['Celular', fone(c.dddCelular, c.foneCelular)],
      ['Contato', s(c.nomeContato)],
    ]),
  )
  if (o.exibirSocioEconomica) {
    secoes.push(
      campos('Informações socioeconômicas', [
        ['Paga pensão', sn(c.pagaPensao)],
        ['Quantidade de pensões', c.pagaPensao ? s(c.quantidade) : ''],
        ['Valor da pensão', c.pagaPensao && typeof c.valor === 'number' ? formatarDinheiro(c.valor) : ''],
        ['Possui veículo', sn(c.possuiVeiculo)],
        ['Filhos', s(c.qtdFilhos)],
      ]),
    )
  }
  const lista = <T>(k: string) => (Array.isArray(c[k]) ? (c[k] as ReadonlyArray<T>) : [])
  if (o.exibirFormacao) {
    secoes.push(
      tabela(
        'Formação acadêmica',
        ['Curso', 'Instituição', 'Área', 'Tipo', 'Situação', 'Conclusão'],
        lista<Formacao>('formacao').map((f) => [f.curso, f.local, f.areaFormacao.nome ?? '', nomeOpcao(TIPOS_FORMACAO, f.tipo), nomeOpcao(SITUACOES_FORMACAO, f.situacao), f.conclusao ?? '']),
      ),
    )
  }
  if (o.exibirExperiencias) {
    secoes.push(
      c.primeiroEmprego === true
        ? { titulo: 'Experiência profissional', tipo: 'texto', texto: 'Primeiro emprego.' }
        : tabela(
            'Experiência profissional',
            ['Empresa', 'Cargo', 'Admissão', 'Desligamento', 'Salário', 'Motivo da saída'],
            lista<Experiencia>('experiencias').map((e) => [
              e.empresa,
              e.checkNomeCargo ? (e.nomeMercado ?? '') : (e.cargo?.nome ?? ''),
              d(e.dataAdmissao),
              d(e.dataDesligamento),
              e.salario ? formatarDinheiro(e.salario) : '',
              e.motivoSaida ?? '',
            ]),
          ),
    )
  }
  if (o.exibirIdiomas) {
    secoes.push(tabela('Idiomas', ['Idioma', 'Nível'], lista<CandidatoIdioma>('candidatoIdiomas').map((l) => [l.idioma.nome ?? '', nomeOpcao(NIVEIS_IDIOMA, l.nivel)])))
  }
  const certs = (titulo: string, k: string) =>
    tabela(
      titulo,
      ['Título', 'Organização', 'Tipo', 'Período', 'Carga horária'],
      lista<Certificado>(k).map((x) => [x.titulo, x.organizacao, nomeOpcao(TIPOS_CERTIFICADO, x.tipo), [d(x.dataInicio), d(x.dataFim)].filter(Boolean).join(' a '), horas(x.cargaHorariaTotal)]),
    )
  if (o.exibirCertificados) secoes.push(certs('Certificados', 'certificados'))
  if (o.exibirCursos) secoes.push(certs('Cursos', 'cursos'))
  if (o.exibirConhecimentos && lista<string>('conhecimentos').length) {
    secoes.push({ titulo: 'Conhecimentos', tipo: 'texto', texto: lista<string>('conhecimentos').join(', ') })
  }
  if (o.exibirCamposExtras) {
    const extras = (c.camposExtras ?? {}) as Record<string, unknown>
    secoes.push(
      campos(
        'Informações adicionais',
        nomes.camposExtras.map((x) => {
          const v = extras[x.campo]
          const texto = x.campo.startsWith('data') ? d(v) : x.campo.startsWith('valor') && typeof v === 'number' ? formatarDinheiro(v) : s(v)
          return [x.titulo, texto] as [string, string]
        }),
      ),
    )
  }
  if (o.exibirObservacao && (c.observacao || c.observacaoRH)) {
    secoes.push(campos('Observações', [['Observação', s(c.observacao)], ['Observação do RH', s(c.observacaoRH)]]))
  }
  if (o.exibirHistorico && nomes.historico) secoes.push(tabela('Histórico', ['Data', 'Solicitação', 'Etapa', 'Situação'], nomes.historico))
  if (o.exibirSolicitacao && nomes.solicitacoes) secoes.push(tabela('Solicitações de pessoal', ['Solicitação', 'Etapa atual', 'Situação'], nomes.solicitacoes))
  if (o.exibirOcr && c.ocrTexto) secoes.push({ titulo: 'Currículo (texto)', tipo: 'texto', texto: s(c.ocrTexto) })
  return {
    titulo: 'Currículo',
    cabecalho: o.exibirCabecalho ? { empresa: nomes.empresa, emitidoEm, logo: nomes.logo } : null,
    foto: typeof c.foto === 'string' ? c.foto : null,
    secoes: secoes.filter((x): x is Secao => x !== undefined),
    assinaturas: [o.assinatura1, o.assinatura2, o.assinatura3].filter((a) => a.exibir).map((a) => a.texto),
  }
}

/**
 * The résumé document of a stored candidate under print options (names of what it references looked up in the
 * candidate's company). History and personnel requests come in when a provider is given (selection slice).
 */
export const documentoDoCandidato = (
  escopo: Escopo,
  id: number,
  o: OpcoesImpressao,
  extras: {
    readonly historico?: (candidatoId: number) => Effect.Effect<ReadonlyArray<ReadonlyArray<string>>, never, Repositorio>
    readonly solicitacoes?: (candidatoId: number) => Effect.Effect<ReadonlyArray<ReadonlyArray<string>>, never, Repositorio>
  } = {},
) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const c = yield* repo.get(candidatos, escopo, id)
    const empresaId = Number(c.empresaId)
    const e: Escopo = { ...escopo, empresaId, empresasVisiveis: [empresaId] }
    const empresa = yield* repo.get(empresas, e, empresaId)
    const nomesDe = (r: Resource, ids: unknown) =>
      Array.isArray(ids) && ids.length
        ? Effect.map(repo.list(r, e, { filter: { id: ids } }), (p) => p.rows.map((x) => String(x['nome'])))
        : Effect.succeed([] as string[])
    const nomeDe = (r: Resource, idRef: unknown, campo = 'nome') =>
      typeof idRef === 'number' ? Effect.map(Effect.either(repo.get(r, e, idRef)), (x) => (x._tag === 'Right' ? String(x.right[campo]) : '')) : Effect.succeed('')
    const nomes = {
      empresa: String(empresa.nome),
      logo: typeof empresa.logoEmpresa === 'string' ? empresa.logoEmpresa : null,
      cargos: yield* nomesDe(cargos, c.cargos),
      areasInteresse: yield* nomesDe(areasInteresse, c.areasInteresse),
      cidade: yield* nomeDe(cidades, c.cidadeId),
      uf: yield* nomeDe(estados, c.ufId, 'sigla'),
      comoFicouSabendo: yield* nomeDe(comoFicouSabendoVaga, c.comoFicouSabendoVagaId),
      camposExtras: camposExtrasVisiveis(configDaEmpresa(empresa)),
      ...(o.exibirHistorico && extras.historico ? { historico: yield* extras.historico(id) } : {}),
      ...(o.exibirSolicitacao && extras.solicitacoes ? { solicitacoes: yield* extras.solicitacoes(id) } : {}),
    }
    return { candidato: c, documento: montarCurriculo(c, o, nomes, yield* (yield* Relogio).agora) }
  })

/** A file name from a person's name: 'Ana Lúcia' → 'ana-lucia' (the id when nothing is left). */
export const nomeDeArquivo = (prefixo: string, nome: unknown, id: number, extensao: string) =>
  `${prefixo}-${String(nome ?? '').normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || id}.${extensao}`

/** POST /captacao/candidatos/{id}/imprimir-curriculo: the résumé as PDF under the print options. */
export const imprimirCurriculo = (escopo: Escopo, id: number, corpo: unknown, extras: Parameters<typeof documentoDoCandidato>[3] = {}) =>
  Effect.gen(function* () {
    const o = yield* Either.match(validar(OpcoesImpressaoSchema, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    const { candidato, documento } = yield* documentoDoCandidato(escopo, id, o, extras)
    const pdf = yield* imprimirDocumentoCurriculo(documento)
    return { nome: nomeDeArquivo('curriculo', candidato.nome, id, 'pdf'), conteudo: pdf }
  })
