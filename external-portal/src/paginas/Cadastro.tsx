import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { normalizarCpf } from '../../../core/shared/br/cpf.ts'
import { mascararFoneDigitando } from '../../../core/shared/formatos.ts'
import { requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { useToast } from '../componentes/Toast.tsx'
import { urlExterna } from '../empresa.ts'
import { mascararCepDigitando, mascararCpfDigitando } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { navegar, useLocalizacao } from '../roteador.tsx'
import { useSessao } from '../sessao.tsx'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'
import { camposDoCadastro } from './cadastro/campos.tsx'
import { CargosPretendidos } from './cadastro/CargosPretendidos.tsx'
import { Contato } from './cadastro/Contato.tsx'
import { DadosPessoais } from './cadastro/DadosPessoais.tsx'
import { DialogoTermo } from './cadastro/DialogoTermo.tsx'
import { Endereco, useBuscaCep, useLocalidades } from './cadastro/Endereco.tsx'
import { FOTO_INVALIDA } from './cadastro/Foto.tsx'
import { errosAntesDeEnviar, errosDoServidor, focarPrimeiroErro, type Dados, type Erros, type Formulario } from './cadastro/formulario.ts'
import { InformacoesAdicionais } from './cadastro/InformacoesAdicionais.tsx'
import { Lgpd } from './cadastro/Lgpd.tsx'
import { OutrosDados } from './cadastro/OutrosDados.tsx'
import { ListaCertificados } from './cadastro/sublistas/Certificados.tsx'
import { ListaExperiencias } from './cadastro/sublistas/Experiencias.tsx'
import { ListaFormacao } from './cadastro/sublistas/Formacao.tsx'
import { ListaIdiomas } from './cadastro/sublistas/Idiomas.tsx'
import { TrocaSenha } from './cadastro/TrocaSenha.tsx'
import { Aviso, mensagemDoErro, Pagina, useDados, type Mensagem } from './comum.tsx'

/**
 * Registration (/externo/candidatos/new) and editing (/externo/candidatos/{id}, ?tab=senha) of the candidate:
 * the form's values and its sending; each section and sub-list is its own file under ./cadastro/.
 */
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
  const [erros, setErros] = useState<Erros>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const [termo, setTermo] = useState(false)
  const [enviando, setEnviando] = useState(false)
  const toast = useToast()
  const localidades = useLocalidades(d['ufId'])
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
  const c = camposDoCadastro({ d, setD, erros, setErros, obrig })

  const corpo = (aceito: boolean) => {
    const digitos = (k: string) => (d[k] ? String(d[k]).replace(/\D/g, '') : undefined)
    const r: Record<string, unknown> = { ...d, empresaId, cpf: d['cpf'] ? normalizarCpf(d['cpf']) : undefined, cep: digitos('cep'), foneCelular: digitos('foneCelular'), foneFixo: digitos('foneFixo') }
    if (novo) r['aceitoPoliticaSeguranca'] = aceito
    for (const k of Object.keys(r)) if (r[k] === '' || r[k] === null) delete r[k]
    return r
  }

  const salvar = async (aceito: boolean) => {
    setEnviando(true)
    setMsg(null)
    try {
      if (novo) {
        await requisitar<{ id: number }>('/externo/candidatos', { json: corpo(aceito) })
        await recarregar()
        const sid = loc.query.get('solicitacaoId')
        navegar(urlExterna('/anuncios', { empresaId, solicitacaoId: sid ?? undefined }), { substituir: true })
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
    const e = errosAntesDeEnviar(d, f, novo)
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
          <DadosPessoais
            c={c}
            d={d}
            erros={erros}
            obrig={obrig}
            mudarCampo={mudarCampo}
            mudarFoto={(url) => {
              if (url === undefined) return setD(({ foto: _f, ...x }) => x)
              setD((x) => ({ ...x, foto: url }))
              setErros(({ foto: _f, ...resto }) => resto)
            }}
            fotoInvalida={() => setErros((x) => ({ ...x, foto: FOTO_INVALIDA }))}
          />
          <Contato c={c} />
          <Endereco c={c} cep={cep} localidades={localidades} temUf={!!d['ufId']} />
          <CargosPretendidos
            f={f}
            cargos={d['cargos'] ?? []}
            erro={erros['cargos']}
            mudar={(cargo, marcado) => setD((x) => ({ ...x, cargos: marcado ? [...(x['cargos'] ?? []), cargo] : (x['cargos'] ?? []).filter((y: number) => y !== cargo) }))}
          />
          <InformacoesAdicionais
            f={f}
            valores={d['camposExtras']}
            erros={erros}
            mudar={(campo, v) => {
              setD((y) => {
                const { [campo]: _antes, ...resto } = y['camposExtras'] ?? {}
                return { ...y, camposExtras: v === undefined || v === '' ? resto : { ...resto, [campo]: v } }
              })
              limparErro(`camposExtras.${campo}`)
            }}
          />
          <OutrosDados campos={f.campos ?? []} d={d} erros={erros} mudar={mudarCampo} />
          <ListaExperiencias
            l={f}
            erros={erros}
            toast={toast.mostrar}
            itens={d['experiencias'] ?? []}
            mudar={(v) => setD((x) => ({ ...x, experiencias: v }))}
            primeiroEmprego={!!d['primeiroEmprego']}
            mudarPrimeiroEmprego={(v) => setD((x) => ({ ...x, primeiroEmprego: v }))}
            obrigatoria={obrig.has('experiencias')}
          />
          <ListaFormacao l={f} erros={erros} toast={toast.mostrar} itens={d['formacao'] ?? []} mudar={(v) => setD((x) => ({ ...x, formacao: v }))} obrigatoria={obrig.has('formacao')} />
          <ListaIdiomas l={f} erros={erros} toast={toast.mostrar} itens={d['candidatoIdiomas'] ?? []} mudar={(v) => setD((x) => ({ ...x, candidatoIdiomas: v }))} obrigatoria={obrig.has('candidatoIdiomas')} />
          {(['certificados', 'cursos'] as const).map((k) => (
            <ListaCertificados key={k} l={f} erros={erros} toast={toast.mostrar} tipo={k} itens={d[k] ?? []} mudar={(v) => setD((x) => ({ ...x, [k]: v }))} obrigatoria={obrig.has(k)} />
          ))}
          {novo ? (
            <fieldset>
              <legend>Acesso</legend>
              {c.campo('senha', TEXTOS.senha, { tipo: 'password', sempre: true })}
              {c.campo('confirmaSenha', 'Confirmação de Senha', { tipo: 'password', sempre: true })}
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
