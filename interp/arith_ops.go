package interp

// arith.constant, which torch-mlir emits beside stablehlo.constant: a tensor
// result runs exactly like stablehlo.constant (dense or dense_resource
// value, decoded once at compile time, copied per execution). Scalar
// results (index, integers, floats outside a tensor) are not values the
// interpreter represents.
func init() {
	register("arith.constant", func(c *OpContext) (Kernel, error) {
		if len(c.Results) != 1 || c.Results[0].Tensor == nil {
			return nil, c.Errorf("result types %s: only a single tensor result is supported", c.Results)
		}
		return buildConstant(c)
	})
}
