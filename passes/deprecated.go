package passes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// The ops "not in HLO": deprecated StableHLO ops with no specification,
// rewritten into specified ops that mean the same.

// dotRule: dot(lhs, rhs) contracts the last dimension of lhs with the first
// of rhs, which dot_general says with contracting dimensions and no batch.
var dotRule = rule{name: "stablehlo.dot", analyze: func(op mlirc.Operation) (lowering, error) {
	lt, rt := op.Operand(0).Type(), op.Operand(1).Type()
	if !lt.IsRankedTensor() || !rt.IsRankedTensor() {
		return nil, errors.New("operands must be ranked tensors")
	}
	lr, rr := len(lt.Shape()), len(rt.Shape())
	if lr < 1 || lr > 2 || rr < 1 || rr > 2 {
		return nil, fmt.Errorf("operands of rank %d and %d: dot takes vectors and matrices", lr, rr)
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		dims := dotDims{lhsContract: []int64{int64(lr - 1)}, rhsContract: []int64{0}}
		return []mlirc.Value{b.dotGeneral(op.Operand(0), op.Operand(1), dims, op.Result(0).Type(), op.Attribute("precision_config"))}
	}, nil
}}

// broadcastRule: broadcast prepends broadcast_sizes to the operand's shape,
// so the operand's dimensions map to the trailing result dimensions.
var broadcastRule = rule{name: "stablehlo.broadcast", analyze: func(op mlirc.Operation) (lowering, error) {
	rt := op.Result(0).Type()
	if !isStatic(rt) {
		return nil, fmt.Errorf("result type %s is not static, which broadcast_in_dim requires", rt)
	}
	sizes := op.Attribute("broadcast_sizes").I64s()
	rank := len(op.Operand(0).Type().Shape())
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		dims := make([]int64, rank)
		for i := range dims {
			dims[i] = int64(len(sizes) + i)
		}
		return []mlirc.Value{b.broadcastInDim(op.Operand(0), dims, rt)}
	}, nil
}}

// createTokenRule: create_token is after_all of nothing.
var createTokenRule = rule{name: "stablehlo.create_token", analyze: func(op mlirc.Operation) (lowering, error) {
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		return []mlirc.Value{b.single("stablehlo.after_all", nil, op.Result(0).Type())}
	}, nil
}}

// crossReplicaSumRule: cross-replica-sum is all_reduce with an add body
// over the same replica groups (no channel: cross-replica mode).
var crossReplicaSumRule = rule{name: "stablehlo.cross-replica-sum", analyze: func(op mlirc.Operation) (lowering, error) {
	t := op.Operand(0).Type()
	if !t.IsShaped() {
		return nil, fmt.Errorf("operand type %s is not a tensor", t)
	}
	groups := op.Attribute("replica_groups")
	if groups.IsNull() {
		return nil, errors.New("missing replica_groups")
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		ar := b.withAddBody(mlirc.OperationSpec{
			Name:       "stablehlo.all_reduce",
			Operands:   []mlirc.Value{op.Operand(0)},
			Results:    []mlirc.Type{op.Result(0).Type()},
			Attributes: []mlirc.NamedAttribute{{Name: "replica_groups", Value: groups}},
		}, t.ElementType())
		if ar.IsNull() {
			return nil
		}
		return []mlirc.Value{ar.Result(0)}
	}, nil
}}

// torchIndexSelectRule: torch_index_select(operand, index, dim, batch_dims)
// picks, along dim, the slices index names, the first batch_dims
// dimensions of operand and index going together. As a gather: each index
// element is a start index into dim (an implicit index vector), dim is
// collapsed, the batch dimensions are batching dimensions of both, and the
// other operand dimensions are whole-size offset dimensions around the
// index dimensions.
var torchIndexSelectRule = rule{name: "stablehlo.torch_index_select", analyze: func(op mlirc.Operation) (lowering, error) {
	ot, it := op.Operand(0).Type(), op.Operand(1).Type()
	if !isStatic(ot) || !it.IsRankedTensor() {
		return nil, fmt.Errorf("operand types %s and %s: the operand must be static and the index ranked", ot, it)
	}
	shape := ot.Shape()
	rank, idxRank := int64(len(shape)), int64(len(it.Shape()))
	dim, batch := op.Attribute("dim").Int(), op.Attribute("batch_dims").Int()
	if dim < 0 {
		dim += rank
	}
	if batch < 0 {
		batch += idxRank
	}
	if dim < 0 || dim >= rank || batch < 0 || batch > dim || batch > idxRank {
		return nil, fmt.Errorf("dim %d and batch_dims %d are invalid for operand rank %d and index rank %d", dim, batch, rank, idxRank)
	}
	// The verifier, as upstream's, relates nothing else either.
	if !it.ElementType().IsInteger() {
		return nil, fmt.Errorf("index of type %s is not an integer tensor", it)
	}
	want := slices.Concat(shape[:dim], it.Shape()[batch:], shape[dim+1:])
	rt := op.Result(0).Type()
	if !rt.IsRankedTensor() || !rt.ElementType().Equal(ot.ElementType()) || !fitsShape(want, rt.Shape()) {
		return nil, fmt.Errorf("result type %s does not match the selection %v of %s", rt, want, ot)
	}
	extra := idxRank - batch
	var offset, batching []int64
	for d := batch; d < dim; d++ {
		offset = append(offset, d)
	}
	for d := dim + 1; d < rank; d++ {
		offset = append(offset, d+extra-1)
	}
	for d := int64(0); d < batch; d++ {
		batching = append(batching, d)
	}
	sizes := slices.Clone(shape)
	sizes[dim] = 1
	for d := int64(0); d < batch; d++ {
		sizes[d] = 1
	}
	dn := stablehlo.GatherDimensionNumbers{
		OffsetDims:               offset,
		CollapsedSliceDims:       []int64{dim},
		OperandBatchingDims:      batching,
		StartIndicesBatchingDims: batching,
		StartIndexMap:            []int64{dim},
		IndexVectorDim:           idxRank,
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		return []mlirc.Value{b.single("stablehlo.gather", op.Operands(), op.Result(0).Type(),
			mlirc.NamedAttribute{Name: "dimension_numbers", Value: b.attrOf(dn.Attribute(b.ctx))},
			mlirc.NamedAttribute{Name: "slice_sizes", Value: b.ctx.DenseI64ArrayAttr(sizes)})}
	}, nil
}}

// fitsShape tells whether shape matches declared, a dynamic size on either
// side matching any size.
func fitsShape(shape, declared []int64) bool {
	if len(shape) != len(declared) {
		return false
	}
	for i, d := range declared {
		if d >= 0 && shape[i] >= 0 && d != shape[i] {
			return false
		}
	}
	return true
}

// einsumRule and unaryEinsumRule lower Einstein sums to dot_general,
// reduce, transpose and reshape (see einsum.go).
var (
	einsumRule      = rule{name: "stablehlo.einsum", analyze: analyzeEinsum}
	unaryEinsumRule = rule{name: "stablehlo.unary_einsum", analyze: analyzeEinsum}
)

// noDecomposition lists the deprecated ops nothing in StableHLO expresses.
var noDecomposition = []rule{
	{name: "stablehlo.compute_reshape_shape", analyze: unsupported("no decomposition into StableHLO ops exists")},
	{name: "stablehlo.cstr_reshapable", analyze: unsupported("no decomposition into StableHLO ops exists")},
	{name: "stablehlo.trace", analyze: unsupported("no decomposition into StableHLO ops exists")},
}

// deprecatedRules are all rules of stablehlo-legalize-deprecated-ops.
func deprecatedRules() []rule {
	return append([]rule{
		broadcastRule, createTokenRule, crossReplicaSumRule, dotRule,
		einsumRule, torchIndexSelectRule, unaryEinsumRule,
	}, noDecomposition...)
}

// DeprecatedOpsPatterns returns the rewrites of stablehlo-legalize-
// deprecated-ops as patterns for ctx.ApplyPatternsGreedily. An operation a
// pattern cannot rewrite simply does not match.
func DeprecatedOpsPatterns() []mlirc.PatternSpec { return patternsOf(deprecatedRules()) }

// LegalizeDeprecatedOps rewrites the deprecated ops nested in op, as the
// pass stablehlo-legalize-deprecated-ops does. When failOnUnsupported is
// set, ops it cannot rewrite make it fail (they are diagnosed either way).
func LegalizeDeprecatedOps(op mlirc.Operation, failOnUnsupported bool) error {
	return rewriteAll(op, "legalize", deprecatedRules(), rewriteOptions{failOnUnsupported: failOnUnsupported})
}
