package interp

// A generator of small well-typed StableHLO programs for FuzzInterpret. The
// fuzzer's bytes steer every choice (operation, operands, shapes,
// attributes, constants); when they run out, every choice takes its first
// option, so any input yields a valid program. Operations are printed in
// the generic form, which needs no per-operation syntax.

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// genValue is an SSA value of the program being generated.
type genValue struct {
	name  string
	shape []int64
	elem  string // f32, i32 or i1
}

func (v genValue) typ() string { return tensorTypeText(v.shape, v.elem) }

func (v genValue) size() int64 {
	n := int64(1)
	for _, d := range v.shape {
		n *= d
	}
	return n
}

func tensorTypeText(shape []int64, elem string) string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	b.WriteString(elem + ">")
	return b.String()
}

// maxGenElems bounds the elements of every generated value.
const maxGenElems = 256

// progGen builds one program from the fuzzer's bytes.
type progGen struct {
	src  []byte
	pos  int
	body strings.Builder
	vals []genValue
	next int
	// pairs are values that two paths of the interpreter must compute
	// identically (an elementwise op and its stablehlo.map form, a reduce
	// on its fast path and on its region path).
	pairs [][2]genValue
}

// choose returns a number in [0, n) taken from the input (0 once the input
// is used up).
func (g *progGen) choose(n int) int {
	if n <= 1 || g.pos >= len(g.src) {
		return 0
	}
	b := int(g.src[g.pos])
	g.pos++
	return b % n
}

func (g *progGen) fresh() string {
	g.next++
	return fmt.Sprintf("%%v%d", g.next)
}

// emit adds an operation with one result of the given shape and element
// type, in the generic form; props are its properties, region its region
// text (both optional).
func (g *progGen) emit(op string, operands []genValue, shape []int64, elem, props, region string) genValue {
	v := genValue{name: g.fresh(), shape: shape, elem: elem}
	names := make([]string, len(operands))
	types := make([]string, len(operands))
	for i, o := range operands {
		names[i], types[i] = o.name, o.typ()
	}
	fmt.Fprintf(&g.body, "  %s = %q(%s)", v.name, op, strings.Join(names, ", "))
	if props != "" {
		fmt.Fprintf(&g.body, " <{%s}>", props)
	}
	if region != "" {
		fmt.Fprintf(&g.body, " (%s)", region)
	}
	fmt.Fprintf(&g.body, " : (%s) -> %s\n", strings.Join(types, ", "), v.typ())
	g.vals = append(g.vals, v)
	return v
}

// genF32s are the float constants the generator draws from.
var genF32s = []float32{0, 1, -1.5, 2.25, 3, -7, 0.1, 1e30, -1e-30, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), float32(math.Copysign(0, -1)), 65504, 1e-45}

// elemText renders element number i of a constant.
func (g *progGen) elemText(elem string) string {
	switch elem {
	case "i1":
		return []string{"false", "true"}[g.choose(2)]
	case "i32":
		return fmt.Sprint(g.choose(17) - 8)
	}
	return fmt.Sprintf("0x%08X", math.Float32bits(genF32s[g.choose(len(genF32s))]))
}

// constant adds a stablehlo.constant of a shape and element type.
func (g *progGen) constant(shape []int64, elem string) genValue {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	elems := make([]string, n)
	for i := range elems {
		elems[i] = g.elemText(elem)
	}
	return g.emit("stablehlo.constant", nil, shape, elem,
		fmt.Sprintf("value = dense<%s> : %s", nested(shape, elems), tensorTypeText(shape, elem)), "")
}

// nested renders elems as the nested list literal of a shape.
func nested(shape []int64, elems []string) string {
	if len(shape) == 0 {
		return elems[0]
	}
	step := len(elems) / max(int(shape[0]), 1)
	parts := make([]string, shape[0])
	for i := range parts {
		parts[i] = nested(shape[1:], elems[i*step:(i+1)*step])
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// scalarConst adds a scalar constant given as the text of its value.
func (g *progGen) scalarConst(elem, text string) genValue {
	return g.emit("stablehlo.constant", nil, nil, elem, fmt.Sprintf("value = dense<%s> : tensor<%s>", text, elem), "")
}

func genI64Array(xs []int64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	if len(parts) == 0 {
		return "array<i64>"
	}
	return "array<i64: " + strings.Join(parts, ", ") + ">"
}

// pick returns one of the values; partner returns a value of the same type
// as v (v itself when there is none other).
func (g *progGen) pick() genValue { return g.vals[g.choose(len(g.vals))] }

func (g *progGen) partner(v genValue) genValue {
	var same []genValue
	for _, w := range g.vals {
		if w.typ() == v.typ() {
			same = append(same, w)
		}
	}
	return same[g.choose(len(same))]
}

// Operations by element type.
var (
	genBinary = map[string][]string{
		"f32": {"add", "subtract", "multiply", "maximum", "minimum", "divide", "power", "atan2"},
		"i32": {"add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor", "shift_left", "shift_right_logical"},
		"i1":  {"and", "or", "xor", "maximum"},
	}
	genUnary = map[string][]string{
		"f32": {"negate", "abs", "exponential", "sqrt", "floor", "ceil", "sign", "cosine", "tanh", "round_nearest_even", "log"},
		"i32": {"negate", "abs", "not", "popcnt", "sign", "count_leading_zeros"},
		"i1":  {"not"},
	}
)

// mapRegion is a stablehlo.map (or reduce) body applying op to scalars;
// pad adds an unused constant, which keeps the body off the interpreter's
// fast paths for single-operation bodies.
func (g *progGen) scalarRegion(op, elem string, arity int, pad bool) string {
	st := "tensor<" + elem + ">"
	args := make([]string, arity)
	decl := make([]string, arity)
	types := make([]string, arity)
	for i := range args {
		args[i] = g.fresh()
		decl[i] = args[i] + ": " + st
		types[i] = st
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  ^bb0(%s):\n", strings.Join(decl, ", "))
	if pad {
		zero := map[string]string{"f32": "0.0", "i32": "0", "i1": "false"}[elem]
		fmt.Fprintf(&b, "    %s = \"stablehlo.constant\"() <{value = dense<%s> : %s}> : () -> %s\n", g.fresh(), zero, st, st)
	}
	r := g.fresh()
	fmt.Fprintf(&b, "    %s = \"stablehlo.%s\"(%s) : (%s) -> %s\n", r, op, strings.Join(args, ", "), strings.Join(types, ", "), st)
	fmt.Fprintf(&b, "    \"stablehlo.return\"(%s) : (%s) -> ()\n  }", r, st)
	return b.String()
}

func allDims(rank int) []int64 {
	d := make([]int64, rank)
	for i := range d {
		d[i] = int64(i)
	}
	return d
}

// step adds one operation (or a pair computed on two paths).
func (g *progGen) step() {
	a := g.pick()
	r := len(a.shape)
	switch g.choose(10) {
	case 0: // binary elementwise, and its map form
		b := g.partner(a)
		ops := genBinary[a.elem]
		op := ops[g.choose(len(ops))]
		x := g.emit("stablehlo."+op, []genValue{a, b}, a.shape, a.elem, "", "")
		m := g.emit("stablehlo.map", []genValue{a, b}, a.shape, a.elem, "dimensions = "+genI64Array(allDims(r)), g.scalarRegion(op, a.elem, 2, false))
		g.pairs = append(g.pairs, [2]genValue{x, m})
	case 1: // unary elementwise, and its map form
		ops := genUnary[a.elem]
		op := ops[g.choose(len(ops))]
		x := g.emit("stablehlo."+op, []genValue{a}, a.shape, a.elem, "", "")
		m := g.emit("stablehlo.map", []genValue{a}, a.shape, a.elem, "dimensions = "+genI64Array(allDims(r)), g.scalarRegion(op, a.elem, 1, false))
		g.pairs = append(g.pairs, [2]genValue{x, m})
	case 2: // broadcast_in_dim: a new dimension
		if r >= 4 {
			return
		}
		n := int64(1 + g.choose(3))
		if a.size()*n > maxGenElems {
			return
		}
		p := g.choose(r + 1)
		shape := slices.Insert(slices.Clone(a.shape), p, n)
		dims := make([]int64, r)
		for i := range dims {
			dims[i] = int64(i)
			if i >= p {
				dims[i]++
			}
		}
		g.emit("stablehlo.broadcast_in_dim", []genValue{a}, shape, a.elem, "broadcast_dimensions = "+genI64Array(dims), "")
	case 3: // reshape: flatten, or split the first dimension
		shape := []int64{a.size()}
		if r == 1 && a.shape[0]%2 == 0 && g.choose(2) == 1 {
			shape = []int64{2, a.shape[0] / 2}
		}
		g.emit("stablehlo.reshape", []genValue{a}, shape, a.elem, "", "")
	case 4: // transpose
		perm := allDims(r)
		for i := r - 1; i > 0; i-- {
			j := g.choose(i + 1)
			perm[i], perm[j] = perm[j], perm[i]
		}
		shape := make([]int64, r)
		for i, p := range perm {
			shape[i] = a.shape[p]
		}
		g.emit("stablehlo.transpose", []genValue{a}, shape, a.elem, "permutation = "+genI64Array(perm), "")
	case 5: // slice
		start, limit, strides, shape := make([]int64, r), make([]int64, r), make([]int64, r), make([]int64, r)
		for i, d := range a.shape {
			start[i] = int64(g.choose(int(d) + 1))
			limit[i] = start[i] + int64(g.choose(int(d-start[i])+1))
			strides[i] = int64(1 + g.choose(3))
			shape[i] = (limit[i] - start[i] + strides[i] - 1) / strides[i]
		}
		g.emit("stablehlo.slice", []genValue{a}, shape, a.elem, fmt.Sprintf("start_indices = %s, limit_indices = %s, strides = %s",
			genI64Array(start), genI64Array(limit), genI64Array(strides)), "")
	case 6: // concatenate with a value of the same type
		if r == 0 || 2*a.size() > maxGenElems {
			return
		}
		b := g.partner(a)
		d := g.choose(r)
		shape := slices.Clone(a.shape)
		shape[d] *= 2
		g.emit("stablehlo.concatenate", []genValue{a, b}, shape, a.elem, fmt.Sprintf("dimension = %d : i64", d), "")
	case 7: // reduce on the fast path and on the region path
		if r == 0 {
			return
		}
		type reduction struct{ op, init string }
		// Only reductions whose result does not depend on the order of
		// evaluation: float sums do.
		choices := map[string][]reduction{
			"f32": {{"maximum", "0xFF800000"}, {"minimum", "0x7F800000"}},
			"i32": {{"add", "0"}, {"multiply", "1"}, {"maximum", "-2147483648"}, {"minimum", "2147483647"}, {"xor", "0"}},
			"i1":  {{"and", "true"}, {"or", "false"}},
		}[a.elem]
		c := choices[g.choose(len(choices))]
		var dims []int64
		var shape []int64
		for i, d := range a.shape {
			if g.choose(2) == 1 {
				dims = append(dims, int64(i))
			} else {
				shape = append(shape, d)
			}
		}
		init := g.scalarConst(a.elem, c.init)
		props := "dimensions = " + genI64Array(dims)
		fast := g.emit("stablehlo.reduce", []genValue{a, init}, shape, a.elem, props, g.scalarRegion(c.op, a.elem, 2, false))
		slow := g.emit("stablehlo.reduce", []genValue{a, init}, shape, a.elem, props, g.scalarRegion(c.op, a.elem, 2, true))
		g.pairs = append(g.pairs, [2]genValue{fast, slow})
	case 8: // compare and select
		b := g.partner(a)
		dir := []string{"EQ", "NE", "LT", "LE", "GT", "GE"}[g.choose(6)]
		p := g.emit("stablehlo.compare", []genValue{a, b}, a.shape, "i1", "comparison_direction = #stablehlo<comparison_direction "+dir+">", "")
		g.emit("stablehlo.select", []genValue{p, a, b}, a.shape, a.elem, "", "")
	case 9: // convert
		to := []string{"f32", "i32", "i1"}[g.choose(3)]
		if to == a.elem {
			return
		}
		g.emit("stablehlo.convert", []genValue{a}, a.shape, to, "", "")
	}
}

// generateProgram returns the text of a program whose @main takes no
// arguments and returns its pairs (side by side) and its last value.
func generateProgram(src []byte) (string, [][2]genValue) {
	g := &progGen{src: src}
	for i := 0; i < 1+g.choose(2); i++ {
		rank := g.choose(4)
		shape := make([]int64, rank)
		for d := range shape {
			shape[d] = int64(1 + g.choose(4))
		}
		g.constant(shape, []string{"f32", "i32", "i1"}[g.choose(3)])
	}
	for n := 4 + g.choose(12); n > 0; n-- {
		g.step()
	}
	var outs []genValue
	for _, p := range g.pairs {
		outs = append(outs, p[0], p[1])
	}
	outs = append(outs, g.vals[len(g.vals)-1])
	names := make([]string, len(outs))
	types := make([]string, len(outs))
	for i, o := range outs {
		names[i], types[i] = o.name, o.typ()
	}
	text := fmt.Sprintf("func.func @main() -> (%s) {\n%s  \"func.return\"(%s) : (%s) -> ()\n}\n",
		strings.Join(types, ", "), g.body.String(), strings.Join(names, ", "), strings.Join(types, ", "))
	return text, g.pairs
}
