import { mascararCpfDigitando } from '../../mascaras.ts'
import { Campo, EntradaData } from '../comum.tsx'
import type { CamposDoCadastro } from './campos.tsx'
import { CampoFoto } from './Foto.tsx'
import type { Dados, Erros } from './formulario.ts'

/** Dados pessoais: name, CPF, e-mail, birth date and the photo. */
export const DadosPessoais = ({
  c,
  d,
  erros,
  obrig,
  mudarCampo,
  mudarFoto,
  fotoInvalida,
}: {
  c: CamposDoCadastro
  d: Dados
  erros: Erros
  obrig: ReadonlySet<string>
  mudarCampo: (k: string, v: unknown) => void
  mudarFoto: (url: string | undefined) => void
  fotoInvalida: () => void
}) => (
  <fieldset>
    <legend>Dados pessoais</legend>
    <div className="grade">
      <div className="largura-dupla">{c.campo('nome', 'Nome', { max: 100, sempre: true })}</div>
      {c.campo('cpf', 'CPF', { mascara: mascararCpfDigitando, max: 14, modo: 'numeric', placeholder: '000.000.000-00', sempre: true })}
      <div className="largura-dupla">{c.campo('email', 'E-mail', { tipo: 'email', max: 200 })}</div>
      <Campo id="c-dataNascimento" label="Data de Nascimento" erro={erros['dataNascimento']} obrigatorio={obrig.has('dataNascimento')}>
        <EntradaData id="c-dataNascimento" name="dataNascimento" valor={d['dataNascimento']} aria-invalid={erros['dataNascimento'] ? true : undefined} mudar={(v) => mudarCampo('dataNascimento', v)} />
      </Campo>
    </div>
    <CampoFoto foto={d['foto']} erro={erros['foto']} obrigatorio={obrig.has('foto')} mudar={mudarFoto} invalida={fotoInvalida} />
  </fieldset>
)
