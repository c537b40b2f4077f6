package interp

// func.call: runs the callee in a new frame of the same execution.
func init() {
	register("func.call", func(c *OpContext) (Kernel, error) {
		callee := c.Attr("callee")
		if callee.IsNull() {
			return nil, c.Errorf("missing callee")
		}
		name := callee.Symbol()
		return func(f *Frame, args []Value) ([]Value, error) {
			return f.env.Call(name, args)
		}, nil
	})
}
