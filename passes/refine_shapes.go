package passes

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// stablehlo-refine-shapes: makes the shapes of a program static from the
// static argument types of its entry function (@main, or the module's only
// function), as upstream's pass of that name does:
//
//   - every op's result types are refined with the op's type inference
//     (MLIR's InferTypeOpInterface) from its refined operands;
//   - shape computations on small integer tensors are folded into
//     constants (get_dimension_size of a static dimension, convert,
//     reshape, broadcast_in_dim, concatenate, slice, the elementwise
//     integer and boolean ops, compare, select);
//   - dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota,
//     dynamic_gather, dynamic_pad and real_dynamic_slice with constant
//     shape operands become broadcast_in_dim, reshape, iota, gather, pad and
//     slice;
//   - custom_call @shape_assertion with a constant true assertion is
//     removed; a constant false one fails the pass with its message;
//   - func.call'd functions are refined per call signature: each distinct
//     list of operand types (and constant values of the arguments JAX marks
//     jax.global_constant) gets a refined copy of the callee, which the call
//     then names; callees left without calls are erased;
//   - while loops, case and if refine their regions; reduce, sort, map,
//     scatter and the collectives get result shapes from their operands;
//   - function types follow their refined arguments and returns.
//
// stablehlo-refine-arguments{types=...} first replaces the entry function's
// argument types (each must be a refinement of the original), so that a
// polymorphic export can then be refined for one argument signature.

// maxFoldElements bounds the constants the pass folds.
const maxFoldElements = 1024

// RefineShapes refines the shapes of module (a builtin.module).
func RefineShapes(module mlirc.Operation) error {
	r, err := newRefiner(module)
	if err != nil {
		return err
	}
	return r.run()
}

// RefineArguments sets the argument types of module's entry function to
// types, each a refinement of the original (same rank and element type, a
// static size where the original is dynamic or the same size).
func RefineArguments(module mlirc.Operation, types []string) error {
	r, err := newRefiner(module)
	if err != nil {
		return err
	}
	fn, err := r.entry()
	if err != nil {
		return err
	}
	block := fn.Region(0).FirstBlock()
	if block.NumArguments() != len(types) {
		return fmt.Errorf("refine-arguments: %d types for %d arguments", len(types), block.NumArguments())
	}
	for i, text := range types {
		t, err := r.ctx.ParseType(strings.TrimSpace(text))
		if err != nil {
			return fmt.Errorf("refine-arguments: type %d: %w", i, err)
		}
		arg := block.Argument(i)
		merged, err := mergeTypes(arg.Type(), t)
		if err != nil {
			return fmt.Errorf("refine-arguments: argument %d: %w", i, err)
		}
		if !merged.Equal(t) {
			return fmt.Errorf("refine-arguments: argument %d: %s does not refine %s", i, t, arg.Type())
		}
		if err := r.wrapArgument(block, arg, t); err != nil {
			return fmt.Errorf("refine-arguments: argument %d: %w", i, err)
		}
	}
	return r.updateFunctionType(fn)
}

// operandWrapper is the custom_call target that keeps the IR valid between
// stablehlo-refine-arguments and stablehlo-refine-shapes: it turns a
// refined argument back into its original type, and refine-shapes removes
// it.
const operandWrapper = "stablehlo.shape_refinement_operand_wrapper"

// wrapArgument gives arg type t and passes the uses the old type through an
// operand wrapper, which also holds the new shape as a constant operand.
func (r *refiner) wrapArgument(block mlirc.Block, arg mlirc.Value, t mlirc.Type) error {
	old := arg.Type()
	if old.Equal(t) {
		return nil
	}
	loc := arg.Location()
	shape := t.Shape()
	i64 := r.ctx.IntegerType(64, 0)
	st := mlirc.RankedTensorType([]int64{int64(len(shape))}, i64, mlirc.Attribute{})
	raw := make([]byte, 8*len(shape))
	for i, d := range shape {
		binary.LittleEndian.PutUint64(raw[8*i:], uint64(d))
	}
	k, err := r.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.constant", Location: loc, Results: []mlirc.Type{st},
		Attributes: []mlirc.NamedAttribute{{Name: "value", Value: mlirc.DenseElementsAttr(st, raw)}},
	})
	if err != nil {
		return err
	}
	w, err := r.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.custom_call", Location: loc, Operands: []mlirc.Value{arg, k.Result(0)}, Results: []mlirc.Type{old},
		Attributes: []mlirc.NamedAttribute{
			{Name: "call_target_name", Value: r.ctx.StringAttr(operandWrapper)},
			{Name: "indices_of_shape_operands", Value: mlirc.DenseElementsAttr(
				mlirc.RankedTensorType([]int64{1}, i64, mlirc.Attribute{}), binary.LittleEndian.AppendUint64(nil, 1))},
		},
	})
	if err != nil {
		return err
	}
	arg.ReplaceAllUsesWith(w.Result(0))
	w.SetOperand(0, arg)
	if first := block.FirstOperation(); first.IsNull() {
		block.Append(k)
	} else {
		block.InsertBefore(first, k)
	}
	block.InsertAfter(k, w)
	arg.SetType(t)
	return nil
}

// refiner holds the state of one run.
type refiner struct {
	ctx    *mlirc.Context
	module mlirc.Operation
	body   mlirc.Block
	// specialized maps a call signature to its refined callee's name.
	specialized map[string]string
	// active holds the functions being refined, against recursion.
	active map[string]bool
	// copied holds the functions that got refined copies.
	copied map[string]bool
	count  map[string]int
}

func newRefiner(module mlirc.Operation) (*refiner, error) {
	ctx, err := module.Context()
	if err != nil {
		return nil, fmt.Errorf("refine-shapes: %w", err)
	}
	return &refiner{ctx: ctx, module: module, body: module.Region(0).FirstBlock(),
		specialized: map[string]string{}, active: map[string]bool{}, copied: map[string]bool{}, count: map[string]int{}}, nil
}

// functions returns the module's func.func ops.
func (r *refiner) functions() []mlirc.Operation {
	var out []mlirc.Operation
	for _, op := range r.body.Operations() {
		if op.Name() == "func.func" {
			out = append(out, op)
		}
	}
	return out
}

func symName(fn mlirc.Operation) string {
	if a := fn.Attribute("sym_name"); !a.IsNull() && a.IsString() {
		return a.Str()
	}
	return ""
}

func (r *refiner) lookup(name string) mlirc.Operation {
	for _, fn := range r.functions() {
		if symName(fn) == name {
			return fn
		}
	}
	return mlirc.Operation{}
}

// entry returns @main, or the only function.
func (r *refiner) entry() (mlirc.Operation, error) {
	fns := r.functions()
	if m := r.lookup("main"); !m.IsNull() {
		return m, nil
	}
	if len(fns) == 1 {
		return fns[0], nil
	}
	return mlirc.Operation{}, errors.New("the module must have a @main function or only one function, to know which function to refine")
}

func (r *refiner) run() error {
	fn, err := r.entry()
	if err != nil {
		return err
	}
	if err := r.refineFunction(fn); err != nil {
		return err
	}
	// Erase the functions that were copied and are no longer called.
	for erased := true; erased; {
		erased = false
		called := r.calledFunctions()
		for _, f := range r.functions() {
			if name := symName(f); r.copied[name] && !called[name] {
				f.Erase()
				erased = true
			}
		}
	}
	return nil
}

// calledFunctions returns the names of the functions that calls and
// composites name.
func (r *refiner) calledFunctions() map[string]bool {
	called := map[string]bool{}
	r.module.Walk(mlirc.PreOrder, func(op mlirc.Operation) mlirc.WalkResult {
		for _, attr := range []string{"callee", "decomposition"} {
			if c := op.Attribute(attr); !c.IsNull() && c.IsSymbolRef() {
				called[c.Symbol()] = true
			}
		}
		return mlirc.WalkAdvance
	})
	return called
}

func (r *refiner) refineFunction(fn mlirc.Operation) error {
	name := symName(fn)
	if r.active[name] {
		return fmt.Errorf("@%s: recursive calls cannot be refined", name)
	}
	r.active[name] = true
	defer delete(r.active, name)
	if fn.Region(0).FirstBlock().IsNull() {
		return nil
	}
	if blocks := fn.Region(0).Blocks(); len(blocks) != 1 {
		return fmt.Errorf("@%s: a refined function must have exactly one block", name)
	}
	if err := r.refineBlock(fn.Region(0).FirstBlock()); err != nil {
		return fmt.Errorf("@%s: %w", name, err)
	}
	// The folded shape computations leave constants without uses.
	for _, op := range fn.Region(0).FirstBlock().Operations() {
		if op.Name() == "stablehlo.constant" && !op.Result(0).HasUses() {
			op.Erase()
		}
	}
	return r.updateFunctionType(fn)
}

// updateFunctionType sets fn's function_type from its block arguments and
// returned values.
func (r *refiner) updateFunctionType(fn mlirc.Operation) error {
	block := fn.Region(0).FirstBlock()
	if block.IsNull() {
		return nil
	}
	var ins, outs []mlirc.Type
	for _, a := range block.Arguments() {
		ins = append(ins, a.Type())
	}
	last := lastOperation(block)
	if last.IsNull() {
		return fmt.Errorf("@%s: the function's block is empty", symName(fn))
	}
	for _, v := range last.Operands() {
		outs = append(outs, v.Type())
	}
	fn.SetAttribute("function_type", mlirc.TypeAttr(r.ctx.FunctionType(ins, outs)))
	return nil
}

func (r *refiner) refineBlock(block mlirc.Block) error {
	for op := block.FirstOperation(); !op.IsNull(); {
		next := op.Next()
		if err := r.refineOp(op); err != nil {
			return fmt.Errorf("%s at %s: %w", op.Name(), op.Location().Position(), err)
		}
		op = next
	}
	return nil
}

func (r *refiner) refineOp(op mlirc.Operation) error {
	switch op.Name() {
	case "func.return", "stablehlo.return", "func.func":
		return nil
	case "func.call":
		return r.refineCall(op, "callee")
	case "stablehlo.custom_call":
		return r.refineCustomCall(op)
	case "stablehlo.get_dimension_size":
		t := op.Operand(0).Type()
		d := op.Attribute("dimension")
		if !t.IsRankedTensor() || d.IsNull() || !d.IsInteger() {
			return nil
		}
		shape := t.Shape()
		if i := int(d.Int()); i >= 0 && i < len(shape) && shape[i] >= 0 {
			return r.replaceWithConstant(op, []int64{shape[i]}, op.Result(0).Type())
		}
		return nil
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape", "stablehlo.dynamic_iota",
		"stablehlo.dynamic_gather", "stablehlo.dynamic_pad", "stablehlo.real_dynamic_slice":
		return r.refineDynamic(op)
	case "stablehlo.while":
		return r.refineWhile(op)
	case "stablehlo.case", "stablehlo.if":
		return r.refineBranches(op)
	case "stablehlo.reduce":
		return r.refineReduce(op)
	case "stablehlo.dot_general":
		return r.refineDotGeneral(op)
	case "stablehlo.convert", "stablehlo.reduce_precision":
		if folded, err := r.fold(op); folded || err != nil {
			return err
		}
		t := op.Operand(0).Type()
		if !t.IsRankedTensor() {
			return nil
		}
		return setResultTypes(op, []mlirc.Type{mlirc.RankedTensorType(t.Shape(), op.Result(0).Type().ElementType(), mlirc.Attribute{})})
	case "stablehlo.gather":
		if a := op.Attribute("slice_sizes"); !a.IsNull() && a.IsDenseI64Array() {
			t, err := gatherType(op, a.I64s())
			if err != nil || t.IsNull() {
				return err
			}
			return setResultTypes(op, []mlirc.Type{t})
		}
		return nil
	case "stablehlo.composite":
		return r.refineCall(op, "decomposition")
	case "stablehlo.sort", "stablehlo.map", "stablehlo.scatter", "stablehlo.all_reduce", "stablehlo.optimization_barrier":
		return r.refineSameShapes(op)
	}
	if folded, err := r.fold(op); folded || err != nil {
		return err
	}
	if op.NumRegions() > 0 {
		return nil
	}
	return r.infer(op)
}

// setResultTypes refines op's results with types (nil entries skipped).
func setResultTypes(op mlirc.Operation, types []mlirc.Type) error {
	for i, t := range types {
		if t.IsNull() || i >= op.NumResults() {
			continue
		}
		res := op.Result(i)
		merged, err := mergeTypes(res.Type(), t)
		if err != nil {
			return fmt.Errorf("result %d: %w", i, err)
		}
		res.SetType(merged)
	}
	return nil
}

// mergeTypes refines have with want: a ranked tensor takes want's static
// sizes where its own are dynamic; conflicting sizes are an error.
func mergeTypes(have, want mlirc.Type) (mlirc.Type, error) {
	if have.Equal(want) || !have.IsShaped() || !want.IsShaped() {
		return have, nil
	}
	if !want.IsRankedTensor() {
		return have, nil
	}
	if !have.IsRankedTensor() {
		return mlirc.RankedTensorType(want.Shape(), have.ElementType(), mlirc.Attribute{}), nil
	}
	hs, ws := have.Shape(), want.Shape()
	if len(hs) != len(ws) {
		return have, fmt.Errorf("%s and %s have different ranks", have, want)
	}
	shape := make([]int64, len(hs))
	static := true
	for i := range hs {
		switch {
		case hs[i] >= 0 && ws[i] >= 0 && hs[i] != ws[i]:
			return have, fmt.Errorf("%s and %s are incompatible", have, want)
		case hs[i] >= 0:
			shape[i] = hs[i]
		default:
			shape[i] = ws[i]
		}
		static = static && shape[i] >= 0
	}
	enc := have.Encoding()
	if static {
		enc = mlirc.Attribute{}
	}
	return mlirc.RankedTensorType(shape, have.ElementType(), enc), nil
}

// infer refines op's results with its type inference, when it has one.
func (r *refiner) infer(op mlirc.Operation) error {
	probe, err := r.ctx.CreateOperation(mlirc.OperationSpec{
		Name: op.Name(), Location: op.Location(), Operands: op.Operands(),
		Attributes: op.Attributes(), InferResults: true,
	})
	if err != nil {
		return nil // no type inference: the types stay as written
	}
	defer probe.Erase()
	if probe.NumResults() != op.NumResults() {
		return nil
	}
	types := make([]mlirc.Type, probe.NumResults())
	for i, v := range probe.Results() {
		types[i] = v.Type()
	}
	return setResultTypes(op, types)
}

// refineSameShapes gives result i the shape of operand i.
func (r *refiner) refineSameShapes(op mlirc.Operation) error {
	types := make([]mlirc.Type, op.NumResults())
	for i := range types {
		if i < op.NumOperands() {
			types[i] = op.Operand(i).Type()
		}
	}
	return setResultTypes(op, types)
}

// refineReduce gives each result its input's shape without the reduced
// dimensions.
func (r *refiner) refineReduce(op mlirc.Operation) error {
	dims := op.Attribute("dimensions")
	if dims.IsNull() || !dims.IsDenseI64Array() {
		return nil
	}
	reduced := map[int64]bool{}
	for _, d := range dims.I64s() {
		reduced[d] = true
	}
	types := make([]mlirc.Type, op.NumResults())
	for i := range types {
		in := op.Operand(i).Type()
		if !in.IsRankedTensor() {
			continue
		}
		var shape []int64
		for d, n := range in.Shape() {
			if !reduced[int64(d)] {
				shape = append(shape, n)
			}
		}
		types[i] = mlirc.RankedTensorType(shape, op.Result(i).Type().ElementType(), mlirc.Attribute{})
	}
	return setResultTypes(op, types)
}

// refineDotGeneral gives the result the batch, then lhs free, then rhs
// free dimensions of the operands.
func (r *refiner) refineDotGeneral(op mlirc.Operation) error {
	d, err := stablehlo.DecodeDotDimensionNumbers(op.Attribute("dot_dimension_numbers"))
	if err != nil {
		return nil
	}
	lt, rt := op.Operand(0).Type(), op.Operand(1).Type()
	if !lt.IsRankedTensor() || !rt.IsRankedTensor() {
		return nil
	}
	ls, rs := lt.Shape(), rt.Shape()
	var shape []int64
	for _, b := range d.LhsBatchingDimensions {
		shape = append(shape, ls[b])
	}
	free := func(s []int64, batch, contract []int64) {
		for i, n := range s {
			if !slices.Contains(batch, int64(i)) && !slices.Contains(contract, int64(i)) {
				shape = append(shape, n)
			}
		}
	}
	free(ls, d.LhsBatchingDimensions, d.LhsContractingDimensions)
	free(rs, d.RhsBatchingDimensions, d.RhsContractingDimensions)
	return setResultTypes(op, []mlirc.Type{mlirc.RankedTensorType(shape, op.Result(0).Type().ElementType(), mlirc.Attribute{})})
}

// gatherType returns the result type of a gather of op's operands with
// the given slice sizes (null when the shapes are not known).
func gatherType(op mlirc.Operation, sliceSizes []int64) (mlirc.Type, error) {
	d, err := stablehlo.DecodeGatherDimensionNumbers(op.Attribute("dimension_numbers"))
	if err != nil {
		return mlirc.Type{}, fmt.Errorf("dimension_numbers: %w", err)
	}
	it := op.Operand(1).Type()
	if !it.IsRankedTensor() || !isStatic(it) {
		return mlirc.Type{}, nil
	}
	var batch []int64
	for i, n := range it.Shape() {
		if int64(i) != d.IndexVectorDim {
			batch = append(batch, n)
		}
	}
	var offsets []int64
	for i, n := range sliceSizes {
		if !slices.Contains(d.CollapsedSliceDims, int64(i)) && !slices.Contains(d.OperandBatchingDims, int64(i)) {
			offsets = append(offsets, n)
		}
	}
	rank := len(batch) + len(offsets)
	if len(d.OffsetDims) != len(offsets) {
		return mlirc.Type{}, fmt.Errorf("%d offset_dims for %d offset sizes", len(d.OffsetDims), len(offsets))
	}
	shape := make([]int64, rank)
	bi, oi := 0, 0
	for i := range shape {
		if slices.Contains(d.OffsetDims, int64(i)) {
			shape[i] = offsets[oi]
			oi++
		} else if bi < len(batch) {
			shape[i] = batch[bi]
			bi++
		}
	}
	return mlirc.RankedTensorType(shape, op.Result(0).Type().ElementType(), mlirc.Attribute{}), nil
}

// refineWhile refines the loop's regions for its operand types.
func (r *refiner) refineWhile(op mlirc.Operation) error {
	for i := 0; i < op.NumRegions(); i++ {
		block := op.Region(i).FirstBlock()
		if block.IsNull() {
			continue
		}
		for j, a := range block.Arguments() {
			if j < op.NumOperands() {
				merged, err := mergeTypes(a.Type(), op.Operand(j).Type())
				if err != nil {
					return err
				}
				a.SetType(merged)
			}
		}
		if err := r.refineBlock(block); err != nil {
			return err
		}
	}
	return r.refineSameShapes(op)
}

// refineBranches refines each branch and the results from the first.
func (r *refiner) refineBranches(op mlirc.Operation) error {
	var types []mlirc.Type
	for i := 0; i < op.NumRegions(); i++ {
		block := op.Region(i).FirstBlock()
		if block.IsNull() {
			continue
		}
		if err := r.refineBlock(block); err != nil {
			return err
		}
		if types == nil {
			for _, v := range lastOperation(block).Operands() {
				types = append(types, v.Type())
			}
		}
	}
	return setResultTypes(op, types)
}

// refineCall refines the callee for the call's operands and the call's
// results from the refined callee.
func (r *refiner) refineCall(op mlirc.Operation, attr string) error {
	c := op.Attribute(attr)
	if c.IsNull() || !c.IsSymbolRef() {
		return nil
	}
	callee := r.lookup(c.Symbol())
	if callee.IsNull() || callee.Region(0).FirstBlock().IsNull() {
		return nil
	}
	block := callee.Region(0).FirstBlock()
	if block.NumArguments() != op.NumOperands() {
		return fmt.Errorf("@%s takes %d arguments, the call passes %d", c.Symbol(), block.NumArguments(), op.NumOperands())
	}
	// The signature: operand types and the values of constant global
	// constants.
	argAttrs := callee.Attribute("arg_attrs")
	consts := make([]mlirc.Attribute, op.NumOperands())
	var key strings.Builder
	key.WriteString(c.Symbol())
	for i, v := range op.Operands() {
		fmt.Fprintf(&key, "|%s", v.Type())
		if isGlobalConstant(argAttrs, i) || isScalarInteger(v.Type()) {
			if val, ok := constantValue(v); ok {
				consts[i] = val
				fmt.Fprintf(&key, "=%s", val)
			}
		}
	}
	name, ok := r.specialized[key.String()]
	if !ok {
		r.count[c.Symbol()]++
		name = fmt.Sprintf("%s_refined", c.Symbol())
		if n := r.count[c.Symbol()]; n > 1 {
			name += strconv.Itoa(n - 1)
		}
		fn := callee.Clone()
		fn.SetAttribute("sym_name", r.ctx.StringAttr(name))
		fn.SetAttribute("sym_visibility", r.ctx.StringAttr("private"))
		r.body.InsertAfter(callee, fn)
		r.copied[c.Symbol()] = true
		fblock := fn.Region(0).FirstBlock()
		for i, v := range op.Operands() {
			arg := fblock.Argument(i)
			merged, err := mergeTypes(arg.Type(), v.Type())
			if err != nil {
				return fmt.Errorf("argument %d of @%s: %w", i, c.Symbol(), err)
			}
			arg.SetType(merged)
			if !consts[i].IsNull() {
				k, err := r.ctx.CreateOperation(mlirc.OperationSpec{
					Name: "stablehlo.constant", Location: arg.Location(), Results: []mlirc.Type{merged},
					Attributes: []mlirc.NamedAttribute{{Name: "value", Value: consts[i]}},
				})
				if err != nil {
					return err
				}
				if first := fblock.FirstOperation(); first.IsNull() {
					fblock.Append(k)
				} else {
					fblock.InsertBefore(first, k)
				}
				arg.ReplaceAllUsesWith(k.Result(0))
			}
		}
		r.specialized[key.String()] = name
		if err := r.refineFunction(fn); err != nil {
			return err
		}
	}
	op.SetAttribute(attr, r.ctx.FlatSymbolRefAttr(name))
	fn := r.lookup(name)
	var outs []mlirc.Type
	returned := lastOperation(fn.Region(0).FirstBlock()).Operands()
	for _, v := range returned {
		outs = append(outs, v.Type())
	}
	if err := setResultTypes(op, outs); err != nil {
		return err
	}
	// Constant integer results (shape computations) become constants of
	// the caller, to be folded further.
	for i, v := range returned {
		val, ok := constantValue(v)
		if !ok || !v.Type().ElementType().IsInteger() || op.Name() != "func.call" || !op.Result(i).HasUses() {
			continue
		}
		k, err := r.ctx.CreateOperation(mlirc.OperationSpec{
			Name: "stablehlo.constant", Location: op.Location(), Results: []mlirc.Type{v.Type()},
			Attributes: []mlirc.NamedAttribute{{Name: "value", Value: val}},
		})
		if err != nil {
			return err
		}
		op.Block().InsertBefore(op, k)
		op.Result(i).ReplaceAllUsesWith(k.Result(0))
	}
	return nil
}

// lastOperation returns the block's last operation, its terminator.
func lastOperation(block mlirc.Block) mlirc.Operation {
	var last mlirc.Operation
	for op := block.FirstOperation(); !op.IsNull(); op = op.Next() {
		last = op
	}
	return last
}

// isScalarInteger reports whether t is tensor<iN> (a dimension size or
// other shape computation, which callees are specialized on when it is a
// constant).
func isScalarInteger(t mlirc.Type) bool {
	return t.IsRankedTensor() && len(t.Shape()) == 0 && t.ElementType().IsInteger()
}

// isGlobalConstant reports whether argument i carries jax.global_constant.
func isGlobalConstant(argAttrs mlirc.Attribute, i int) bool {
	if argAttrs.IsNull() || !argAttrs.IsArray() {
		return false
	}
	es := argAttrs.Elements()
	return i < len(es) && es[i].IsDictionary() && !es[i].Lookup("jax.global_constant").IsNull()
}

// constantValue returns the value attribute of v's defining constant.
func constantValue(v mlirc.Value) (mlirc.Attribute, bool) {
	if !v.IsResult() {
		return mlirc.Attribute{}, false
	}
	def := v.Owner()
	if def.Name() != "stablehlo.constant" {
		return mlirc.Attribute{}, false
	}
	a := def.Attribute("value")
	return a, !a.IsNull() && a.IsDenseElements()
}

// refineCustomCall removes true shape assertions and fails on false ones.
func (r *refiner) refineCustomCall(op mlirc.Operation) error {
	t := op.Attribute("call_target_name")
	if !t.IsNull() && t.IsString() && t.Str() == operandWrapper && op.NumOperands() == 2 && op.NumResults() == 1 {
		if _, err := mergeTypes(op.Result(0).Type(), op.Operand(0).Type()); err != nil {
			return err
		}
		op.Result(0).ReplaceAllUsesWith(op.Operand(0))
		shape := op.Operand(1)
		op.Erase()
		if shape.IsResult() && !shape.HasUses() {
			shape.Owner().Erase()
		}
		return nil
	}
	if t.IsNull() || !t.IsString() || t.Str() != "shape_assertion" || op.NumOperands() < 1 {
		return nil
	}
	ok, known := r.intValues(op.Operand(0))
	if !known || len(ok) != 1 {
		return nil
	}
	if ok[0] != 0 {
		op.Erase()
		return nil
	}
	msg := ""
	if m := op.Attribute("error_message"); !m.IsNull() && m.IsString() {
		msg = m.Str()
	}
	inputs := make([]string, op.NumOperands()-1)
	for i := range inputs {
		if vs, known := r.intValues(op.Operand(i + 1)); known && len(vs) == 1 {
			inputs[i] = strconv.FormatInt(vs[0], 10)
		} else {
			inputs[i] = fmt.Sprintf("{%d}", i)
		}
	}
	var b strings.Builder
	for rest := msg; ; {
		open := strings.IndexByte(rest, '{')
		end := strings.IndexByte(rest[max(open, 0):], '}') + max(open, 0)
		if open < 0 || end < open {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:open])
		if k, err := strconv.Atoi(rest[open+1 : end]); err == nil && k >= 0 && k < len(inputs) {
			b.WriteString(inputs[k])
		} else {
			b.WriteString(rest[open : end+1])
		}
		rest = rest[end+1:]
	}
	return fmt.Errorf("shape assertion failed: %s", b.String())
}

// refineDynamic turns a dynamic op with constant shape operands into its
// static form.
func (r *refiner) refineDynamic(op mlirc.Operation) error {
	operandValues := func(from int) ([][]int64, bool) {
		var out [][]int64
		for i := from; i < op.NumOperands(); i++ {
			vs, ok := r.intValues(op.Operand(i))
			if !ok {
				return nil, false
			}
			out = append(out, vs)
		}
		return out, true
	}
	elem := op.Result(0).Type().ElementType()
	var spec mlirc.OperationSpec
	switch op.Name() {
	case "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape":
		vs, ok := operandValues(1)
		if !ok {
			return nil
		}
		spec.Operands = []mlirc.Value{op.Operand(0)}
		spec.Results = []mlirc.Type{mlirc.RankedTensorType(vs[0], elem, mlirc.Attribute{})}
		if op.Name() == "stablehlo.dynamic_reshape" {
			spec.Name = "stablehlo.reshape"
		} else {
			spec.Name = "stablehlo.broadcast_in_dim"
			spec.Attributes = []mlirc.NamedAttribute{{Name: "broadcast_dimensions", Value: op.Attribute("broadcast_dimensions")}}
		}
	case "stablehlo.dynamic_iota":
		vs, ok := operandValues(0)
		if !ok {
			return nil
		}
		spec.Name = "stablehlo.iota"
		spec.Results = []mlirc.Type{mlirc.RankedTensorType(vs[0], elem, mlirc.Attribute{})}
		spec.Attributes = []mlirc.NamedAttribute{{Name: "iota_dimension", Value: op.Attribute("iota_dimension")}}
	case "stablehlo.dynamic_gather":
		vs, ok := operandValues(2)
		if !ok {
			return nil
		}
		spec.Name = "stablehlo.gather"
		spec.Operands = op.Operands()[:2]
		t, err := gatherType(op, vs[0])
		if err != nil || t.IsNull() {
			return err
		}
		spec.Results = []mlirc.Type{t}
		spec.Attributes = []mlirc.NamedAttribute{{Name: "slice_sizes", Value: r.ctx.DenseI64ArrayAttr(vs[0])}}
		for _, n := range []string{"dimension_numbers", "indices_are_sorted"} {
			if a := op.Attribute(n); !a.IsNull() {
				spec.Attributes = append(spec.Attributes, mlirc.NamedAttribute{Name: n, Value: a})
			}
		}
	case "stablehlo.dynamic_pad":
		vs, ok := operandValues(2)
		if !ok {
			return nil
		}
		spec.Name = "stablehlo.pad"
		spec.Operands = op.Operands()[:2]
		spec.InferResults = true
		for i, n := range []string{"edge_padding_low", "edge_padding_high", "interior_padding"} {
			spec.Attributes = append(spec.Attributes, mlirc.NamedAttribute{Name: n, Value: r.ctx.DenseI64ArrayAttr(vs[i])})
		}
	case "stablehlo.real_dynamic_slice":
		vs, ok := operandValues(1)
		if !ok {
			return nil
		}
		spec.Name = "stablehlo.slice"
		spec.Operands = op.Operands()[:1]
		spec.InferResults = true
		for i, n := range []string{"start_indices", "limit_indices", "strides"} {
			spec.Attributes = append(spec.Attributes, mlirc.NamedAttribute{Name: n, Value: r.ctx.DenseI64ArrayAttr(vs[i])})
		}
	default:
		return nil
	}
	spec.Location = op.Location()
	repl, err := r.ctx.CreateOperation(spec)
	if err != nil {
		return fmt.Errorf("static form: %w", err)
	}
	if _, err := mergeTypes(op.Result(0).Type(), repl.Result(0).Type()); err != nil {
		repl.Erase()
		return err
	}
	op.Block().InsertBefore(op, repl)
	op.Result(0).ReplaceAllUsesWith(repl.Result(0))
	op.Erase()
	return nil
}

// intValues returns the elements of v when it is a constant of integers or
// booleans (row-major).
func (r *refiner) intValues(v mlirc.Value) ([]int64, bool) {
	a, ok := constantValue(v)
	if !ok {
		return nil, false
	}
	t := a.Type()
	elem := t.ElementType()
	if !elem.IsInteger() || a.NumElements() > maxFoldElements {
		return nil, false
	}
	raw := a.RawData()
	width := elem.IntegerWidth()
	size := (width + 7) / 8
	n := a.NumElements()
	out := make([]int64, n)
	for i := range out {
		j := i
		if a.IsSplat() {
			j = 0
		}
		if (j+1)*size > len(raw) {
			return nil, false
		}
		var u uint64
		switch size {
		case 1:
			u = uint64(raw[j])
		case 2:
			u = uint64(binary.LittleEndian.Uint16(raw[j*2:]))
		case 4:
			u = uint64(binary.LittleEndian.Uint32(raw[j*4:]))
		case 8:
			u = binary.LittleEndian.Uint64(raw[j*8:])
		default:
			return nil, false
		}
		out[i] = normalize(u, elem)
	}
	return out, true
}

// normalize wraps u to elem's width, sign-extending signless and signed
// integers (i1 is 0 or 1).
func normalize(u uint64, elem mlirc.Type) int64 {
	w := elem.IntegerWidth()
	if w == 1 {
		return int64(u & 1)
	}
	if w >= 64 {
		return int64(u)
	}
	u &= 1<<w - 1
	if !elem.IsUnsigned() && u&(1<<(w-1)) != 0 {
		return int64(u | ^uint64(0)<<w)
	}
	return int64(u)
}

// replaceWithConstant replaces op's single result with a constant of type
// t (static shape, integer elements) holding vals.
func (r *refiner) replaceWithConstant(op mlirc.Operation, vals []int64, t mlirc.Type) error {
	elem := t.ElementType()
	size := (elem.IntegerWidth() + 7) / 8
	raw := make([]byte, len(vals)*size)
	for i, v := range vals {
		u := uint64(normalize(uint64(v), elem))
		switch size {
		case 1:
			raw[i] = byte(u)
		case 2:
			binary.LittleEndian.PutUint16(raw[i*2:], uint16(u))
		case 4:
			binary.LittleEndian.PutUint32(raw[i*4:], uint32(u))
		case 8:
			binary.LittleEndian.PutUint64(raw[i*8:], u)
		default:
			return nil
		}
	}
	k, err := r.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.constant", Location: op.Location(), Results: []mlirc.Type{t},
		Attributes: []mlirc.NamedAttribute{{Name: "value", Value: mlirc.DenseElementsAttr(t, raw)}},
	})
	if err != nil {
		return err
	}
	op.Block().InsertBefore(op, k)
	op.Result(0).ReplaceAllUsesWith(k.Result(0))
	op.Erase()
	return nil
}

// refinePassDefinitions lists stablehlo-refine-shapes and
// stablehlo-refine-arguments.
func refinePassDefinitions() []mlirc.PassDefinition {
	return []mlirc.PassDefinition{
		{
			Argument:    "stablehlo-refine-shapes",
			Description: "Refine the shapes of the program from the static argument types of @main (or the only function): type inference, folding of shape computations, static forms of dynamic ops, removal of true shape assertions, callees refined per call signature",
			OpName:      "builtin.module",
			New:         func() mlirc.Pass { return refineShapesPass{} },
		},
		{
			Argument:    "stablehlo-refine-arguments",
			Description: "Set the argument types of @main (or the only function) to refinements of them. Option types: comma-separated types, one per argument",
			OpName:      "builtin.module",
			New:         func() mlirc.Pass { return &refineArgumentsPass{} },
		},
	}
}

// refineShapesPass is stablehlo-refine-shapes.
type refineShapesPass struct{}

// Run refines the module.
func (refineShapesPass) Run(op mlirc.Operation) error { return RefineShapes(op) }

// refineArgumentsPass is stablehlo-refine-arguments.
type refineArgumentsPass struct{ types []string }

// SetOptions accepts types, the comma-separated argument types.
func (p *refineArgumentsPass) SetOptions(opts map[string]string) error {
	for k, v := range opts {
		if k != "types" {
			return fmt.Errorf("unknown option %q", k)
		}
		p.types = splitTypes(v)
	}
	return nil
}

// Run sets the entry function's argument types.
func (p *refineArgumentsPass) Run(op mlirc.Operation) error {
	if p.types == nil {
		return errors.New("refine-arguments: option types is required")
	}
	return RefineArguments(op, p.types)
}

// splitTypes splits a comma-separated list of types at the commas outside
// angle brackets, parentheses and quotes.
func splitTypes(s string) []string {
	var out []string
	depth, start := 0, 0
	quoted := false
	for i, c := range s {
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '<' || c == '(' || c == '[' || c == '{':
			depth++
		case c == '>' || c == ')' || c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" || len(out) > 0 {
		out = append(out, rest)
	}
	return out
}
