import type { Formulario } from './formulario.ts'

/** Cargo/Função Pretendida: the company's positions as boxes (the server checks `maxCandidataCargo`). */
export const CargosPretendidos = ({ f, cargos, erro, mudar }: { f: Formulario; cargos: ReadonlyArray<number>; erro: string | undefined; mudar: (id: number, marcado: boolean) => void }) => (
  <fieldset>
    <legend>Cargo/Função Pretendida *</legend>
    {f.maxCandidataCargo > 0 ? <p className="dica">Selecione até {f.maxCandidataCargo}.</p> : null}
    <div className={`opcoes${erro ? ' campo--erro' : ''}`} id="c-cargos" tabIndex={-1}>
      {f.cargos.map((c) => (
        <label key={c.id} className="marcar">
          <input type="checkbox" name="cargos" value={c.id} checked={cargos.includes(c.id)} onChange={(e) => mudar(c.id, e.target.checked)} /> {c.nome}
        </label>
      ))}
    </div>
    {erro ? <span className="campo__erro">{erro}</span> : null}
  </fieldset>
)
