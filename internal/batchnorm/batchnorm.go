// Package batchnorm holds the decompositions of batch_norm_inference,
// batch_norm_training and batch_norm_grad that the StableHLO specification
// gives, written once over an abstract arithmetic. The expansion pass
// (stablehlo-expand-batch-norm) instantiates them with StableHLO ops in the
// operand's element type; the interpreter evaluates them on float64 arrays
// and rounds the results once to the element type.
//
// The statistics run over every dimension except the feature one: a mean
// divides a sum by the element count per feature, a variance is the mean of
// squared deviations from the mean, and epsilon is added to the variance
// under the square root.
package batchnorm

// Arith is the arithmetic the decompositions are written in. A value has
// either the operand's shape (full) or one element per feature.
type Arith[V any] interface {
	// Add, Sub, Mul and Div combine two values of the same shape
	// elementwise.
	Add(x, y V) V
	Sub(x, y V) V
	Mul(x, y V) V
	Div(x, y V) V
	// Sqrt is the elementwise square root.
	Sqrt(x V) V
	// Sum adds a full value over every dimension but the feature one.
	Sum(x V) V
	// Broadcast spreads a per-feature value to the operand's shape.
	Broadcast(v V) V
	// Const is c in every element of a full value, or of a per-feature one
	// when perFeature is set.
	Const(c float64, perFeature bool) V
	// Count is the number of elements per feature.
	Count() float64
}

// Mean is the per-feature mean of a full value.
func Mean[V any](a Arith[V], x V) V {
	return a.Div(a.Sum(x), a.Const(a.Count(), true))
}

// Inference is batch_norm_inference:
// scale·(x − mean)/sqrt(variance + epsilon) + offset, with per-feature
// scale, offset, mean and variance.
func Inference[V any](a Arith[V], x, scale, offset, mean, variance V, epsilon float64) V {
	centered := a.Sub(x, a.Broadcast(mean))
	stddev := a.Sqrt(a.Add(a.Broadcast(variance), a.Const(epsilon, false)))
	normalized := a.Div(centered, stddev)
	return a.Add(a.Mul(a.Broadcast(scale), normalized), a.Broadcast(offset))
}

// Training is batch_norm_training: the batch statistics of x, then
// batch_norm_inference with them.
func Training[V any](a Arith[V], x, scale, offset V, epsilon float64) (out, mean, variance V) {
	mean = Mean(a, x)
	centered := a.Sub(x, a.Broadcast(mean))
	variance = Mean(a, a.Mul(centered, centered))
	return Inference(a, x, scale, offset, mean, variance, epsilon), mean, variance
}

// Grad is batch_norm_grad as the specification (after XLA's batch-norm
// expander) decomposes it.
func Grad[V any](a Arith[V], x, scale, mean, variance, gradOut V, epsilon float64) (gradOperand, gradScale, gradOffset V) {
	scaleB, meanB, varB := a.Broadcast(scale), a.Broadcast(mean), a.Broadcast(variance)
	epsB := a.Const(epsilon, false)
	centered := a.Sub(x, meanB)
	stddev := a.Sqrt(a.Add(varB, epsB))
	normalized := a.Div(centered, stddev)
	perFeature := a.Const(a.Count(), false)
	i1 := a.Mul(gradOut, perFeature)
	i2 := a.Broadcast(a.Sum(gradOut))
	i3 := a.Broadcast(a.Sum(a.Mul(gradOut, centered)))
	i4 := a.Mul(i3, centered)
	i5 := a.Div(i4, a.Add(varB, epsB))
	i6 := a.Sub(a.Sub(i1, i2), i5)
	gradOperand = a.Mul(a.Div(a.Div(scaleB, stddev), perFeature), i6)
	gradScale = a.Sum(a.Mul(gradOut, normalized))
	gradOffset = a.Sum(gradOut)
	return gradOperand, gradScale, gradOffset
}
