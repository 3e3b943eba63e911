import { useState, type FormEvent } from 'react'
import { normalizarCpf } from '../../../core/shared/br/cpf.ts'
import { requisitar } from '../api.ts'
import { urlExterna } from '../empresa.ts'
import { mascararCpfDigitando } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { Link, useLocalizacao } from '../roteador.tsx'
import { useTitulo } from '../titulo.ts'
import { Aviso, Campo, errosPorCampo, mensagemDoErro, Pagina, type Mensagem } from './comum.tsx'

/** /externo/recuperar-senha: asks for the link (CPF + company); with ?token= sets the new password. */
export const PaginaRecuperarSenha = () => {
  useTitulo('Recuperar Senha')
  const { empresaId } = usePortal()
  const token = useLocalizacao().query.get('token')
  const [cpf, setCpf] = useState('')
  const [senha, setSenha] = useState('')
  const [confirma, setConfirma] = useState('')
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    try {
      const r = token
        ? await requisitar<{ message: string }>('/externo/candidatos/redefinir-senha', { json: { token, senha, confirmaSenha: confirma } })
        : await requisitar<{ message: string }>('/externo/candidatos/recuperar-senha', { metodo: 'PUT', json: { cpf: normalizarCpf(cpf), empresaId } })
      setErros({})
      setMsg({ tipo: 'sucesso', texto: r.message })
    } catch (e) {
      setErros(errosPorCampo(e))
      setMsg(mensagemDoErro(e))
    }
  }
  return (
    <Pagina titulo="Recuperar Senha">
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <form className="cartao formulario cartao--estreito" onSubmit={enviar} noValidate>
        {token ? (
          <>
            <Campo id="r-senha" label="Nova senha" erro={erros['senha'] ?? erros['token']} obrigatorio>
              <input id="r-senha" type="password" value={senha} onChange={(e) => setSenha(e.target.value)} />
            </Campo>
            <Campo id="r-conf" label="Confirmação de Senha" erro={erros['confirmaSenha']} obrigatorio>
              <input id="r-conf" type="password" value={confirma} onChange={(e) => setConfirma(e.target.value)} />
            </Campo>
          </>
        ) : (
          <Campo id="r-cpf" label="CPF" erro={erros['cpf']} obrigatorio>
            <input id="r-cpf" inputMode="numeric" maxLength={14} value={cpf} onChange={(e) => setCpf(mascararCpfDigitando(e.target.value))} />
          </Campo>
        )}
        <button type="submit" className="botao botao--principal botao--bloco">
          {token ? 'Salvar nova senha' : 'Enviar link'}
        </button>
        <p>
          <Link para={urlExterna('/login', { empresaId })}>Voltar ao login</Link>
        </p>
      </form>
    </Pagina>
  )
}
