package interp

import "fmt"

// stablehlo.after_all and stablehlo.create_token. Tokens carry no data: the
// interpreter runs operations in program order, so after_all only checks
// that its operands are tokens and yields a new one.
func init() {
	buildToken := func(c *OpContext) (Kernel, error) {
		for i, t := range c.Operands {
			if !t.Token {
				return nil, c.Errorf("operand %d has type %s, want !stablehlo.token", i, t)
			}
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			for i, a := range args {
				if _, ok := a.(Token); !ok {
					return nil, fmt.Errorf("operand %d is %s, not a token", i, describe(a))
				}
			}
			return []Value{Token{}}, nil
		}, nil
	}
	register("stablehlo.after_all", buildToken)
	register("stablehlo.create_token", buildToken)
}
