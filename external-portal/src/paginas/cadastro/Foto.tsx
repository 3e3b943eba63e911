import { Campo } from '../comum.tsx'

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

export const FOTO_INVALIDA = 'O arquivo adicionado não é uma imagem'

/** The photo with its preview: a file that is not a JPEG or PNG leaves FOTO_INVALIDA and the photo as it was. */
export const CampoFoto = ({
  foto,
  erro,
  obrigatorio,
  mudar,
  invalida,
}: {
  foto: string | null | undefined
  erro: string | undefined
  obrigatorio: boolean
  /** A new photo (its data URL), or none. */
  mudar: (url: string | undefined) => void
  invalida: () => void
}) => (
  <Campo id="c-foto" label="Foto" erro={erro} obrigatorio={obrigatorio}>
    <div className="foto">
      {foto ? <img className="foto__previa" src={foto} alt="Prévia da foto" /> : <span className="foto__vazia" aria-hidden="true" />}
      <div className="foto__acoes">
        <label htmlFor="c-foto" className="botao botao--contorno botao--pequeno">
          {foto ? 'Trocar foto' : 'Escolher foto'}
        </label>
        <input
          className="arquivo-oculto"
          id="c-foto"
          name="foto"
          type="file"
          accept="image/jpeg,image/png"
          aria-invalid={erro ? true : undefined}
          onChange={async (e) => {
            const arq = e.target.files?.[0]
            if (!arq) return
            const url = await lerFoto(arq)
            if (url) mudar(url)
            else invalida()
            e.target.value = ''
          }}
        />
        <span className="dica">JPEG ou PNG, até 1 MB.</span>
        {foto ? (
          <button type="button" className="botao botao--contorno botao--pequeno" onClick={() => mudar(undefined)}>
            Remover foto
          </button>
        ) : null}
      </div>
    </div>
  </Campo>
)
