package interp

// stablehlo.constant: the value attribute (dense, or dense_resource with
// its blob in the file's dialect_resources section), decoded once at compile
// time. The value is owned by the Program and shared by every execution:
// kernels never write into it (Frame.reuse only hands out tensors the run
// allocated), and Program.Run copies a constant that is returned as a
// result.
func init() {
	register("stablehlo.constant", buildConstant)
}

// buildConstant builds the kernel of an op whose "value" attribute is its
// single tensor result.
func buildConstant(c *OpContext) (Kernel, error) {
	t, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	val, err := denseTensor(c.Attr("value"), t)
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	c.constant = val
	c.compiler.prog.constants[val] = true
	return func(f *Frame, _ []Value) ([]Value, error) {
		return []Value{val}, nil
	}, nil
}
