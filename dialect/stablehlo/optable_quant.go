package stablehlo

// DequantizesOperands reports whether the spec defines the op on quantized
// tensors as its float form between dequantize and quantize
// (dequantize_op_quantize, or dequantize_compare,
// dequantize_select_quantize and
// dequantize_batch_norm_grad_or_training_quantize): the elementwise ops
// whose operands the op table admits quantized, except those that read the
// stored integers (bitcast_convert), convert between the two views
// themselves (uniform_quantize, uniform_dequantize) or apply a region
// (map), plus the batch norms, cholesky and triangular_solve. The quantized
// products (dot_general, dot, convolution, dynamic_conv) are not among
// them: their quantized results are accumulated in integers.
func (o *OpInfo) DequantizesOperands() bool {
	if !o.Quantizable || len(o.Results) == 0 {
		return false
	}
	switch o.Name {
	case OpBatchNormGrad, OpBatchNormInference, OpBatchNormTraining, OpCholesky, OpTriangularSolve:
		return true
	case OpBitcastConvert, OpUniformQuantize, OpUniformDequantize, OpMap:
		return false
	}
	if o.Category != "elementwise" || len(o.Results) != 1 {
		return false
	}
	for _, x := range o.Operands {
		if x.Variadic {
			return false
		}
	}
	return true
}

// IsQuantizedProduct reports whether the op is a product whose quantized
// form accumulates the stored integers: dot_general, dot, convolution and
// dynamic_conv.
func IsQuantizedProduct(name string) bool {
	switch name {
	case OpDotGeneral, OpDot, OpConvolution, OpDynamicConv:
		return true
	}
	return false
}
