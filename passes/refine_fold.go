package passes

import (
	"strings"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// fold evaluates op when it computes a small integer or boolean tensor from
// constants, replacing it with a constant (shape computations of
// shape-polymorphic programs). It reports whether op was replaced.
func (r *refiner) fold(op mlirc.Operation) (bool, error) {
	if op.NumResults() != 1 || op.NumOperands() == 0 || op.NumRegions() > 0 {
		return false, nil
	}
	rt := op.Result(0).Type()
	if !rt.IsRankedTensor() || !rt.ElementType().IsInteger() {
		return false, nil
	}
	args := make([][]int64, op.NumOperands())
	shapes := make([][]int64, op.NumOperands())
	for i, v := range op.Operands() {
		vs, ok := r.intValues(v)
		if !ok {
			return false, nil
		}
		args[i], shapes[i] = vs, v.Type().Shape()
	}
	elem := rt.ElementType()
	var out []int64
	outShape := shapes[0]
	name := strings.TrimPrefix(op.Name(), "stablehlo.")
	unsigned := op.Operand(0).Type().ElementType().IsUnsigned()
	switch name {
	case "convert", "negate", "abs", "sign", "not":
		out = make([]int64, len(args[0]))
		for i, x := range args[0] {
			out[i] = unary(name, x, op.Operand(0).Type().ElementType())
		}
	case "add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor", "compare":
		if len(args[1]) != len(args[0]) {
			return false, nil
		}
		dir := ""
		if name == "compare" {
			d := op.Attribute("comparison_direction")
			if d.IsNull() {
				return false, nil
			}
			f := strings.Fields(strings.TrimSuffix(d.String(), ">"))
			dir = f[len(f)-1]
			if t := op.Attribute("compare_type"); !t.IsNull() && strings.Contains(t.String(), "UNSIGNED") {
				unsigned = true
			}
		}
		out = make([]int64, len(args[0]))
		for i := range out {
			v, ok := binaryInt(name, dir, args[0][i], args[1][i], unsigned)
			if !ok {
				return false, nil
			}
			out[i] = v
		}
	case "select":
		if len(args[1]) != len(args[2]) {
			return false, nil
		}
		out = make([]int64, len(args[1]))
		outShape = shapes[1]
		for i := range out {
			p := args[0][0]
			if len(args[0]) > 1 {
				p = args[0][i]
			}
			if p != 0 {
				out[i] = args[1][i]
			} else {
				out[i] = args[2][i]
			}
		}
	case "reshape":
		out, outShape = args[0], rt.Shape()
	case "broadcast_in_dim":
		dims := op.Attribute("broadcast_dimensions")
		if dims.IsNull() || !dims.IsDenseI64Array() || !isStatic(rt) {
			return false, nil
		}
		out, outShape = broadcastValues(args[0], shapes[0], dims.I64s(), rt.Shape()), rt.Shape()
	case "concatenate":
		d := op.Attribute("dimension")
		if d.IsNull() || !d.IsInteger() || d.Int() != 0 {
			return false, nil
		}
		outShape = append([]int64{0}, shapes[0][1:]...)
		for i, a := range args {
			out = append(out, a...)
			outShape[0] += shapes[i][0]
		}
	case "slice":
		if len(shapes[0]) != 1 {
			return false, nil
		}
		s, l, st := op.Attribute("start_indices"), op.Attribute("limit_indices"), op.Attribute("strides")
		if s.IsNull() || l.IsNull() || st.IsNull() {
			return false, nil
		}
		for i := s.I64s()[0]; i < l.I64s()[0]; i += st.I64s()[0] {
			out = append(out, args[0][i])
		}
		outShape = []int64{int64(len(out))}
	default:
		return false, nil
	}
	if len(out) > maxFoldElements {
		return false, nil
	}
	t := mlirc.RankedTensorType(outShape, elem, mlirc.Attribute{})
	if _, err := mergeTypes(rt, t); err != nil {
		return false, err
	}
	return true, r.replaceWithConstant(op, out, t)
}

// unary applies an integer unary op (convert keeps the value; the constant
// wraps it to the result type).
func unary(name string, x int64, from mlirc.Type) int64 {
	switch name {
	case "negate":
		return -x
	case "abs":
		if x < 0 {
			return -x
		}
	case "sign":
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return 0
	case "not":
		if from.IntegerWidth() == 1 {
			return 1 - x
		}
		return ^x
	}
	return x
}

// binaryInt applies an integer binary op or comparison; it fails on
// division by zero.
func binaryInt(name, dir string, x, y int64, unsigned bool) (int64, bool) {
	switch name {
	case "add":
		return x + y, true
	case "subtract":
		return x - y, true
	case "multiply":
		return x * y, true
	case "divide", "remainder":
		if y == 0 {
			return 0, false
		}
		if unsigned {
			if name == "divide" {
				return int64(uint64(x) / uint64(y)), true
			}
			return int64(uint64(x) % uint64(y)), true
		}
		if name == "divide" {
			return x / y, true
		}
		return x % y, true
	case "maximum":
		if less(x, y, unsigned) {
			return y, true
		}
		return x, true
	case "minimum":
		if less(x, y, unsigned) {
			return x, true
		}
		return y, true
	case "and":
		return x & y, true
	case "or":
		return x | y, true
	case "xor":
		return x ^ y, true
	case "compare":
		var b bool
		switch dir {
		case "EQ":
			b = x == y
		case "NE":
			b = x != y
		case "LT":
			b = less(x, y, unsigned)
		case "LE":
			b = !less(y, x, unsigned)
		case "GT":
			b = less(y, x, unsigned)
		case "GE":
			b = !less(x, y, unsigned)
		default:
			return 0, false
		}
		if b {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

func less(x, y int64, unsigned bool) bool {
	if unsigned {
		return uint64(x) < uint64(y)
	}
	return x < y
}

// broadcastValues broadcasts row-major values of shape in into shape out,
// operand dimension i going to out dimension dims[i].
func broadcastValues(vals []int64, in, dims, out []int64) []int64 {
	n := int64(1)
	for _, d := range out {
		n *= d
	}
	res := make([]int64, n)
	idx := make([]int64, len(out))
	for k := range res {
		// operand index from the output index
		off := int64(0)
		for i, d := range dims {
			j := idx[d]
			if in[i] == 1 {
				j = 0
			}
			off = off*in[i] + j
		}
		res[k] = vals[off]
		for d := len(out) - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < out[d] {
				break
			}
			idx[d] = 0
		}
	}
	return res
}
