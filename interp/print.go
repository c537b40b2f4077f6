package interp

import (
	"fmt"
	"io"
	"os"
)

// interpreter.print writes its operand, formatted as the interpreter prints
// results, to RunOptions.Output (standard output when unset).

func init() {
	register("interpreter.print", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			t, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			var w io.Writer = os.Stdout
			if o := f.Env().Options().Output; o != nil {
				w = o
			}
			if _, err := io.WriteString(w, t.Format()+"\n"); err != nil {
				return nil, fmt.Errorf("print: %w", err)
			}
			return nil, nil
		}, nil
	})
}
