import { useEffect, useMemo, useState, type FormEvent } from 'react'
import type { candidatos } from '../../../core/captacao/candidatos.ts'
import type { CandidatoIdioma, Certificado, Experiencia, Formacao } from '../../../core/geral/itensPessoa.ts'
import { buscadorDeCep } from '../../../core/shared/br/cep.ts'
import { normalizarCpf } from '../../../core/shared/br/cpf.ts'
import { CPF_OBRIGATORIO } from '../../../core/externo/textos.ts'
import { mascararFoneDigitando } from '../../../core/shared/formatos.ts'
import type { RegistroDe } from '../../../core/shared/resource.ts'
import { requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { urlExterna } from '../empresa.ts'
import { useFocoDoDialogo } from '../componentes/foco.ts'
import { mascararCepDigitando, mascararCpfDigitando } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { navegar, useLocalizacao } from '../roteador.tsx'
import { useSessao } from '../sessao.tsx'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'
import { ErroApi } from '../api.ts'
import { Aviso, Campo, EntradaData, errosPorCampo, mensagemDoErro, Pagina, useDados, type Mensagem } from './comum.tsx'
import { EntradaPorTipo, OutrosDados, type CampoPortal } from './OutrosDados.tsx'
import { Dialogo, ListaCertificados, ListaExperiencias, ListaFormacao, ListaIdiomas, useToast, type Item, type LookupsSubListas } from './SubListas.tsx'

interface Formulario extends LookupsSubListas {
  readonly camposObrigatorios: ReadonlyArray<string>
  readonly mensagensObrigatorias: Readonly<Record<string, string>>
  readonly camposExtras: ReadonlyArray<{ campo: string; titulo: string; obrigatorio: boolean; kind: string; max?: number }>
  readonly maxCandidataCargo: number
  readonly exigirAceitePsi: boolean
  readonly politicaSeguranca: string
  readonly cargos: ReadonlyArray<{ id: number; nome: string }>
  /** The other candidate fields, described by the server from the core declaration ('Outros dados'). */
  readonly campos: ReadonlyArray<CampoPortal>
}

/** The inputs `campo` draws (text; CPF, CEP and phones masked as typed) and those `escolha` draws. */
type CampoTexto = 'nome' | 'cpf' | 'email' | 'dddCelular' | 'foneCelular' | 'ddd' | 'foneFixo' | 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'senha' | 'confirmaSenha'
type CampoEscolha = 'ufId' | 'cidadeId'

/**
 * The form's values: the candidate as GET /externo/candidatos/{id} answers it (core's declaration), the lists as
 * their dialogs keep them, and whatever 'Outros dados' and the extra fields write under a field's name.
 */
type Dados = Partial<Pick<RegistroDe<typeof candidatos>, CampoTexto | CampoEscolha | 'foto' | 'cargos' | 'primeiroEmprego'>> & {
  readonly camposExtras?: Readonly<Record<string, unknown>> | null
  readonly experiencias?: ReadonlyArray<Item<Experiencia>> | null
  readonly formacao?: ReadonlyArray<Item<Formacao>> | null
  readonly candidatoIdiomas?: ReadonlyArray<Item<CandidatoIdioma>> | null
  readonly certificados?: ReadonlyArray<Item<Certificado>> | null
  readonly cursos?: ReadonlyArray<Item<Certificado>> | null
} & Readonly<Record<string, unknown>>

const soDigitos = (s: string, n: number) => s.replace(/\D/g, '').slice(0, n)

/** Every server field error on its own field: `experiencias.0.cargo` stays whole for the list's item. */
const errosDoServidor = (e: unknown): Record<string, string> => {
  if (!(e instanceof ErroApi)) return {}
  const r: Record<string, string> = {}
  for (const x of e.errors) {
    r[x.field] ??= x.message
    r[x.field.split('.')[0]!] ??= x.message
  }
  return r
}

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/** The first field in error, in page order, gets the focus. */
const focarPrimeiroErro = () =>
  window.requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>('form .campo--erro input:not([type=hidden]), form .campo--erro select, form .campo--erro textarea, form fieldset.campo--erro, form .campo--erro[tabindex]')
    el?.focus()
    el?.scrollIntoView({ block: 'center' })
  })

interface EnderecoDoCep {
  readonly logradouro?: string
  readonly complemento?: string
  readonly bairro?: string
  readonly ufId?: number
  readonly cidadeId?: number
}

/**
 * Postal-code lookup (GET /externo/cep/{cep}) once the 8 digits are typed: the address found is handed to
 * `preencher`; an unknown CEP or a service that does not answer leaves a hint and the address to be typed.
 */
const useBuscaCep = (preencher: (e: EnderecoDoCep) => void) => {
  const [situacao, setSituacao] = useState<string | null>(null)
  const buscar = useMemo(
    () =>
      buscadorDeCep({
        pedir: (cep) => requisitar<EnderecoDoCep>(`/externo/cep/${cep}`),
        situacao: setSituacao,
        mensagemDoErro: (e) => (e instanceof ErroApi ? (e.errors[0]?.message ?? e.message) : TEXTOS.erro),
        // Only the address: the DDD of the city is no sign of the candidate's phone.
        aoAchar: (r) => {
          const e: Record<string, unknown> = {}
          for (const k of ['logradouro', 'complemento', 'bairro', 'ufId', 'cidadeId'] as const) if (r[k] !== undefined) e[k] = r[k]
          preencher(e as EnderecoDoCep)
        },
      }),
    // `preencher` only calls state setters, which React keeps stable
    [],
  )
  return { situacao, buscar }
}

/** Reads a photo and keeps it only if its content is a JPEG or PNG (spec 000 §5), as the data URL the core expects. */
const lerFoto = (arquivo: File): Promise<string | undefined> =>
  new Promise((ok) => {
    const r = new FileReader()
    r.onload = () => {
      const url = String(r.result ?? '')
      const b64 = url.slice(url.indexOf(',') + 1)
      const tipo = b64.startsWith('/9j/') ? 'image/jpeg' : b64.startsWith('iVBORw0KGgo') ? 'image/png' : undefined
      ok(tipo ? `data:${tipo};base64,${b64}` : undefined)
    }
    r.onerror = () => ok(undefined)
    r.readAsDataURL(arquivo)
  })

const FOTO_INVALIDA = 'O arquivo adicionado não é uma imagem'

/** The privacy term dialog (spec 000 §2.4, §4): Continuar only after the box is ticked. */
export const DialogoTermo = ({ html, onContinuar, onFechar }: { html: string; onContinuar: () => void; onFechar: () => void }) => {
  const [marcado, setMarcado] = useState(false)
  const foco = useFocoDoDialogo<HTMLDivElement>(onFechar)
  return (
    <div className="veu" role="dialog" aria-modal="true" aria-labelledby="termo-titulo" onKeyDown={foco.onKeyDown}>
      <div className="veu__caixa dialogo" ref={foco.ref}>
        <h2 id="termo-titulo">Termo de Privacidade e Política de Segurança</h2>
        <div className="termo" dangerouslySetInnerHTML={{ __html: html }} />
        <label className="marcar">
          <input type="checkbox" checked={marcado} onChange={(e) => setMarcado(e.target.checked)} /> Li e aceito o Termo de Privacidade e Política de Segurança
        </label>
        <div className="acoes">
          <button type="button" className="botao botao--contorno" onClick={onFechar}>
            Cancelar
          </button>
          <button type="button" className="botao botao--principal" disabled={!marcado} onClick={onContinuar}>
            Continuar
          </button>
        </div>
      </div>
    </div>
  )
}

/** Registration (/externo/candidatos/new) and editing (/externo/candidatos/{id}, ?tab=senha) of the candidate. */
export const PaginaCadastro = ({ id }: { id?: number }) => {
  const { empresaId, candidato } = usePortal()
  const { recarregar } = useSessao()
  const loc = useLocalizacao()
  const aba = id && loc.query.get('tab') === 'senha' ? 'senha' : 'dados'
  const novo = id === undefined
  useTitulo(novo ? 'Cadastro de Candidato' : aba === 'senha' ? TEXTOS.alterarSenha : TEXTOS.editarCadastro)
  const form = useDados<Formulario>(empresaId ? `/externo/formulario?empresaId=${empresaId}` : undefined)
  const atual = useDados<Dados>(id ? `/externo/candidatos/${id}` : undefined)
  const [d, setD] = useState<Dados>({ cargos: [] })
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const [termo, setTermo] = useState(false)
  const [enviando, setEnviando] = useState(false)
  const toast = useToast()
  const estados = useDados<ReadonlyArray<{ id: number; sigla: string; nome: string }>>('/externo/estados')
  const cidades = useDados<ReadonlyArray<{ id: number; nome: string }>>(d['ufId'] ? `/externo/estados/${d['ufId']}/cidades` : undefined)
  useEffect(() => {
    if (atual.dados)
      setD({
        ...atual.dados,
        cpf: mascararCpfDigitando(atual.dados['cpf'] ?? ''),
        cep: mascararCepDigitando(atual.dados['cep'] ?? ''),
        foneCelular: mascararFoneDigitando(atual.dados['foneCelular'] ?? ''),
        foneFixo: mascararFoneDigitando(atual.dados['foneFixo'] ?? ''),
      })
  }, [atual.dados])
  const obrig = useMemo(() => new Set(form.dados?.camposObrigatorios ?? []), [form.dados])
  /** Drops the error of a field and of its parts (`ctps` and `ctps.serie`) once the candidate changes it. */
  const limparErro = (k: string) => setErros((e) => Object.fromEntries(Object.entries(e).filter(([c]) => c !== k && !c.startsWith(`${k}.`))))
  const mudarCampo = (k: string, v: unknown) => {
    setD((x) => ({ ...x, [k]: v }))
    limparErro(k)
  }
  const cep = useBuscaCep((e) => {
    setD((x) => ({ ...x, ...e, complemento: x['complemento'] || e.complemento }))
    for (const k of Object.keys(e)) limparErro(k)
    window.requestAnimationFrame(() => document.getElementById('c-numero')?.focus())
  })
  const f = form.dados

  const campo = (
    k: CampoTexto,
    label: string,
    o: { tipo?: string; mascara?: (s: string) => string; max?: number; sempre?: boolean; modo?: 'numeric'; dica?: string; placeholder?: string; aoMudar?: (v: string) => void } = {},
  ) => (
    <Campo id={`c-${k}`} label={label} erro={erros[k]} obrigatorio={o.sempre || obrig.has(k)}>
      <input
        id={`c-${k}`}
        name={k}
        type={o.tipo ?? 'text'}
        maxLength={o.max}
        inputMode={o.modo}
        placeholder={o.placeholder ?? o.dica}
        value={d[k] ?? ''}
        aria-invalid={erros[k] ? true : undefined}
        onChange={(e) => {
          const v = o.mascara ? o.mascara(e.target.value) : e.target.value
          setD((x) => ({ ...x, [k]: v }))
          if (erros[k]) setErros(({ [k]: _e, ...r }) => r)
          o.aoMudar?.(v)
        }}
      />
    </Campo>
  )

  const escolha = (k: CampoEscolha, label: string, opcoes: ReadonlyArray<{ id: number; nome: string }>, o: { desabilitado?: boolean; aoMudar?: (x: Dados) => Dados } = {}) => (
    <Campo id={`c-${k}`} label={label} erro={erros[k]} obrigatorio={obrig.has(k)}>
      <select
        id={`c-${k}`}
        name={k}
        value={d[k] ?? ''}
        disabled={o.desabilitado}
        aria-invalid={erros[k] ? true : undefined}
        onChange={(e) => {
          const v = e.target.value ? Number(e.target.value) : undefined
          setD((x) => (o.aoMudar ? o.aoMudar({ ...x, [k]: v }) : { ...x, [k]: v }))
          if (erros[k]) setErros(({ [k]: _e, ...r }) => r)
        }}
      >
        <option value="">Selecione</option>
        {opcoes.map((x) => (
          <option key={x.id} value={x.id}>
            {x.nome}
          </option>
        ))}
      </select>
    </Campo>
  )

  const corpo = (aceito: boolean) => {
    const digitos = (k: string) => (d[k] ? String(d[k]).replace(/\D/g, '') : undefined)
    const c: Record<string, unknown> = { ...d, empresaId, cpf: d['cpf'] ? normalizarCpf(d['cpf']) : undefined, cep: digitos('cep'), foneCelular: digitos('foneCelular'), foneFixo: digitos('foneFixo') }
    if (novo) c['aceitoPoliticaSeguranca'] = aceito
    for (const k of Object.keys(c)) if (c[k] === '' || c[k] === null) delete c[k]
    return c
  }

  const salvar = async (aceito: boolean) => {
    setEnviando(true)
    setMsg(null)
    try {
      if (novo) {
        const r = await requisitar<{ id: number }>('/externo/candidatos', { json: corpo(aceito) })
        await recarregar()
        const sid = loc.query.get('solicitacaoId')
        navegar(urlExterna('/anuncios', { empresaId, solicitacaoId: sid ?? undefined }), { substituir: true })
        void r
      } else {
        await requisitar(`/externo/candidatos/${id}`, { metodo: 'PUT', json: corpo(false) })
        await recarregar()
        setErros({})
        setMsg({ tipo: 'sucesso', texto: 'Cadastro salvo com sucesso.' })
      }
    } catch (e) {
      setErros(errosDoServidor(e))
      setMsg(mensagemDoErro(e))
      focarPrimeiroErro()
    } finally {
      setEnviando(false)
    }
  }

  const enviar = (ev: FormEvent) => {
    ev.preventDefault()
    const e: Record<string, string> = {}
    if (!String(d['nome'] ?? '').trim()) e['nome'] = 'Nome é obrigatório'
    if (!d['cargos']?.length) e['cargos'] = 'Cargo/Função Pretendida é obrigatório'
    if (!String(d['cpf'] ?? '').trim()) e['cpf'] = CPF_OBRIGATORIO
    if (novo && !d['senha']) e['senha'] = 'Senha é obrigatória'
    if (novo && d['senha'] !== d['confirmaSenha']) e['confirmaSenha'] = 'As senhas devem ser iguais'
    // The company's required fields, with the core's '{label} é obrigatório' (sent by the server).
    for (const k of f?.camposObrigatorios ?? []) {
      if (k === 'experiencias' && d['primeiroEmprego']) continue
      if (k === 'senha' && !novo) continue
      if (vazio(d[k]) && !e[k]) e[k] = f?.mensagensObrigatorias[k] ?? `${k} é obrigatório`
    }
    for (const x of f?.camposExtras ?? []) {
      if (x.obrigatorio && vazio(d['camposExtras']?.[x.campo])) e[`camposExtras.${x.campo}`] = `${x.titulo} é obrigatório`
    }
    if (erros['foto'] === FOTO_INVALIDA) e['foto'] = FOTO_INVALIDA
    setErros(e)
    if (Object.keys(e).length) {
      setMsg({ tipo: 'aviso', texto: TEXTOS.preenchaCampos })
      focarPrimeiroErro()
      return
    }
    if (novo && f?.exigirAceitePsi) setTermo(true)
    else void salvar(false)
  }

  if (id !== undefined && candidato && id !== candidato.id) return <Alerta tipo="erro">{TEXTOS.recursoNaoEncontrado}</Alerta>
  if (aba === 'senha' && id) return <TrocaSenha id={id} />
  return (
    <Pagina titulo={novo ? 'Cadastro de Candidato' : TEXTOS.editarCadastro} subtitulo={novo ? 'Preencha seus dados para se candidatar às vagas.' : undefined}>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      {!f ? (
        <p className="carregando">{TEXTOS.carregando}</p>
      ) : (
        <form className="cartao formulario formulario--largo" onSubmit={enviar} noValidate>
          <fieldset>
            <legend>Dados pessoais</legend>
            <div className="grade">
              <div className="largura-dupla">{campo('nome', 'Nome', { max: 100, sempre: true })}</div>
              {campo('cpf', 'CPF', { mascara: mascararCpfDigitando, max: 14, modo: 'numeric', placeholder: '000.000.000-00', sempre: true })}
              <div className="largura-dupla">{campo('email', 'E-mail', { tipo: 'email', max: 200 })}</div>
              <Campo id="c-dataNascimento" label="Data de Nascimento" erro={erros['dataNascimento']} obrigatorio={obrig.has('dataNascimento')}>
                <EntradaData id="c-dataNascimento" name="dataNascimento" valor={d['dataNascimento']} aria-invalid={erros['dataNascimento'] ? true : undefined} mudar={(v) => mudarCampo('dataNascimento', v)} />
              </Campo>
            </div>
            <Campo id="c-foto" label="Foto" erro={erros['foto']} obrigatorio={obrig.has('foto')}>
              <div className="foto">
                {d['foto'] ? <img className="foto__previa" src={d['foto']} alt="Prévia da foto" /> : <span className="foto__vazia" aria-hidden="true" />}
                <div className="foto__acoes">
                  <label htmlFor="c-foto" className="botao botao--contorno botao--pequeno">
                    {d['foto'] ? 'Trocar foto' : 'Escolher foto'}
                  </label>
                  <input
                    className="arquivo-oculto"
                    id="c-foto"
                    name="foto"
                    type="file"
                    accept="image/jpeg,image/png"
                    aria-invalid={erros['foto'] ? true : undefined}
                    onChange={async (e) => {
                      const arq = e.target.files?.[0]
                      if (!arq) return
                      const url = await lerFoto(arq)
                      if (url) {
                        setD((x) => ({ ...x, foto: url }))
                        setErros(({ foto: _f, ...resto }) => resto)
                      } else setErros((x) => ({ ...x, foto: FOTO_INVALIDA }))
                      e.target.value = ''
                    }}
                  />
                  <span className="dica">JPEG ou PNG, até 1 MB.</span>
                  {d['foto'] ? (
                    <button type="button" className="botao botao--contorno botao--pequeno" onClick={() => setD(({ foto: _f, ...x }) => x)}>
                      Remover foto
                    </button>
                  ) : null}
                </div>
              </div>
            </Campo>
          </fieldset>
          <fieldset>
            <legend>Contato</legend>
            <div className="grade">
              <div className="linha">
                {campo('dddCelular', 'DDD', { mascara: (s) => soDigitos(s, 2), max: 2, modo: 'numeric' })}
                {campo('foneCelular', 'Celular', { mascara: mascararFoneDigitando, max: 10, modo: 'numeric', placeholder: '00000-0000' })}
              </div>
              <div className="linha">
                {campo('ddd', 'DDD', { mascara: (s) => soDigitos(s, 2), max: 2, modo: 'numeric' })}
                {campo('foneFixo', 'Telefone Fixo', { mascara: mascararFoneDigitando, max: 10, modo: 'numeric', placeholder: '0000-0000' })}
              </div>
            </div>
          </fieldset>
          <fieldset>
            <legend>Endereço</legend>
            <div className="grade">
              <div>
                {campo('cep', 'CEP', { mascara: mascararCepDigitando, max: 9, modo: 'numeric', placeholder: '00000-000', aoMudar: cep.buscar })}
                {cep.situacao ? (
                  <span className="dica" role="status">
                    {cep.situacao}
                  </span>
                ) : null}
              </div>
              <div className="largura-dupla">{campo('logradouro', 'Logradouro', { max: 100 })}</div>
              {campo('numero', 'Número', { max: 10 })}
              {campo('complemento', 'Complemento', { max: 60 })}
              {campo('bairro', 'Bairro', { max: 60 })}
              {escolha('ufId', 'UF', (estados.dados ?? []).map((x) => ({ id: x.id, nome: `${x.sigla} – ${x.nome}` })), { aoMudar: (x) => ({ ...x, cidadeId: undefined }) })}
              <div className="largura-dupla">{escolha('cidadeId', 'Cidade', cidades.dados ?? [], { desabilitado: !d['ufId'] })}</div>
            </div>
          </fieldset>
          <fieldset>
            <legend>Cargo/Função Pretendida *</legend>
            {f.maxCandidataCargo > 0 ? <p className="dica">Selecione até {f.maxCandidataCargo}.</p> : null}
            <div className={`opcoes${erros['cargos'] ? ' campo--erro' : ''}`} id="c-cargos" tabIndex={-1}>
              {f.cargos.map((c) => (
                <label key={c.id} className="marcar">
                  <input
                    type="checkbox"
                    name="cargos"
                    value={c.id}
                    checked={(d['cargos'] ?? []).includes(c.id)}
                    onChange={(e) => setD((x) => ({ ...x, cargos: e.target.checked ? [...(x['cargos'] ?? []), c.id] : (x['cargos'] ?? []).filter((y: number) => y !== c.id) }))}
                  />{' '}
                  {c.nome}
                </label>
              ))}
            </div>
            {erros['cargos'] ? <span className="campo__erro">{erros['cargos']}</span> : null}
          </fieldset>
          {f.camposExtras.length ? (
            <fieldset>
              <legend>Informações adicionais</legend>
              <div className="grade">
              {f.camposExtras.map((x) => {
                const k = `camposExtras.${x.campo}`
                return (
                  <Campo key={x.campo} id={`c-extra-${x.campo}`} label={x.titulo} erro={erros[k]} obrigatorio={x.obrigatorio}>
                    <EntradaPorTipo
                      c={{ nome: x.campo, label: x.titulo, kind: x.kind, obrigatorio: x.obrigatorio, ...(x.max ? { max: x.max } : {}) }}
                      id={`c-extra-${x.campo}`}
                      valor={d['camposExtras']?.[x.campo]}
                      erro={erros[k]}
                      mudar={(v) => {
                        setD((y) => {
                          const { [x.campo]: _antes, ...resto } = y['camposExtras'] ?? {}
                          return { ...y, camposExtras: v === undefined || v === '' ? resto : { ...resto, [x.campo]: v } }
                        })
                        limparErro(k)
                      }}
                    />
                  </Campo>
                )
              })}
              </div>
            </fieldset>
          ) : null}
          <OutrosDados
            campos={f.campos ?? []}
            d={d}
            erros={erros}
            mudar={mudarCampo}
          />
          <ListaExperiencias
            itens={d['experiencias'] ?? []}
            mudar={(v) => setD((x) => ({ ...x, experiencias: v }))}
            primeiroEmprego={!!d['primeiroEmprego']}
            mudarPrimeiroEmprego={(v) => setD((x) => ({ ...x, primeiroEmprego: v }))}
            l={f}
            erros={erros}
            toast={toast.mostrar}
            obrigatoria={obrig.has('experiencias')}
          />
          <ListaFormacao itens={d['formacao'] ?? []} mudar={(v) => setD((x) => ({ ...x, formacao: v }))} l={f} erros={erros} toast={toast.mostrar} obrigatoria={obrig.has('formacao')} />
          <ListaIdiomas
            itens={d['candidatoIdiomas'] ?? []}
            mudar={(v) => setD((x) => ({ ...x, candidatoIdiomas: v }))}
            l={f}
            erros={erros}
            toast={toast.mostrar}
            obrigatoria={obrig.has('candidatoIdiomas')}
          />
          {(['certificados', 'cursos'] as const).map((k) => (
            <ListaCertificados key={k} tipo={k} itens={d[k] ?? []} mudar={(v) => setD((x) => ({ ...x, [k]: v }))} l={f} erros={erros} toast={toast.mostrar} obrigatoria={obrig.has(k)} />
          ))}
          {novo ? (
            <fieldset>
              <legend>Acesso</legend>
              {campo('senha', TEXTOS.senha, { tipo: 'password', sempre: true })}
              {campo('confirmaSenha', 'Confirmação de Senha', { tipo: 'password', sempre: true })}
            </fieldset>
          ) : null}
          <button type="submit" className="botao botao--principal botao--bloco" disabled={enviando}>
            {novo ? 'Cadastrar' : 'Salvar'}
          </button>
        </form>
      )}
      {!novo && id ? <Lgpd id={id} /> : null}
      {toast.el}
      {termo && f ? (
        <DialogoTermo
          html={f.politicaSeguranca}
          onFechar={() => setTermo(false)}
          onContinuar={() => {
            setTermo(false)
            void salvar(true)
          }}
        />
      ) : null}
    </Pagina>
  )
}

/** Password tab: 'A senha não foi confirmada corretamente. Por favor, confira.' */
const TrocaSenha = ({ id }: { id: number }) => {
  const [d, setD] = useState({ senha: '', novaSenha: '', confNovaSenha: '' })
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    const e: Record<string, string> = {}
    if (d.novaSenha && d.confNovaSenha && d.novaSenha !== d.confNovaSenha) e['confNovaSenha'] = 'A senha não foi confirmada corretamente. Por favor, confira.'
    setErros(e)
    if (Object.keys(e).length) return setMsg({ tipo: 'aviso', texto: TEXTOS.preenchaCampos })
    try {
      await requisitar(`/externo/candidatos/${id}/alterar-senha`, { metodo: 'PATCH', json: d })
      setD({ senha: '', novaSenha: '', confNovaSenha: '' })
      setMsg({ tipo: 'sucesso', texto: 'Senha alterada com sucesso.' })
    } catch (x) {
      setErros(errosPorCampo(x))
      setMsg(mensagemDoErro(x))
    }
  }
  const c = (k: keyof typeof d, label: string) => (
    <Campo id={`s-${k}`} label={label} erro={erros[k]} obrigatorio>
      <input id={`s-${k}`} name={k} type="password" value={d[k]} onChange={(e) => setD((x) => ({ ...x, [k]: e.target.value }))} />
    </Campo>
  )
  return (
    <Pagina titulo={TEXTOS.alterarSenha}>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <form className="cartao formulario cartao--estreito" onSubmit={enviar} noValidate>
        {c('senha', 'Senha atual')}
        {c('novaSenha', 'Nova senha')}
        {c('confNovaSenha', 'Confirme a nova senha')}
        <button type="submit" className="botao botao--principal botao--bloco">
          {TEXTOS.alterarSenha}
        </button>
      </form>
    </Pagina>
  )
}

/** LGPD: export my data, delete my account. */
const Lgpd = ({ id }: { id: number }) => {
  const { sair } = usePortal()
  const [confirmar, setConfirmar] = useState(false)
  const [msg, setMsg] = useState<Mensagem | null>(null)
  return (
    <section className="cartao lgpd">
      <h2>Meus dados (LGPD)</h2>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <p>Você pode baixar tudo o que guardamos sobre você ou pedir a exclusão da sua conta.</p>
      <div className="acoes">
        <a className="botao botao--contorno" href={`/api/externo/candidatos/${id}/exportar?formato=pdf`} download>
          Baixar meus dados (PDF)
        </a>
        <a className="botao botao--contorno" href={`/api/externo/candidatos/${id}/exportar`} download>
          Baixar em JSON
        </a>
        <button type="button" className="botao botao--perigo" onClick={() => setConfirmar(true)}>
          Excluir minha conta
        </button>
      </div>
      {confirmar ? (
        <Dialogo
          titulo="RH"
          onFechar={() => setConfirmar(false)}
          rodape={
            <>
              <button type="button" className="botao botao--contorno" onClick={() => setConfirmar(false)}>
                Cancelar
              </button>
              <button
                type="button"
                className="botao botao--perigo"
                onClick={async () => {
                  try {
                    await requisitar(`/externo/candidatos/${id}`, { metodo: 'DELETE' })
                    sair()
                  } catch (e) {
                    setConfirmar(false)
                    setMsg(mensagemDoErro(e))
                  }
                }}
              >
                OK
              </button>
            </>
          }
        >
          <p>Tem certeza que deseja excluir sua conta? Seus dados pessoais e documentos serão apagados e não poderão ser recuperados.</p>
        </Dialogo>
      ) : null}
    </section>
  )
}
