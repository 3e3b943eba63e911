import { useState, type FormEvent } from 'react'
import { requisitar } from '../../api.ts'
import { TEXTOS } from '../../textos.ts'
import { Aviso, Campo, errosPorCampo, mensagemDoErro, Pagina, type Mensagem } from '../comum.tsx'

/** Password tab (?tab=senha): 'A senha não foi confirmada corretamente. Por favor, confira.' */
export const TrocaSenha = ({ id }: { id: number }) => {
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
