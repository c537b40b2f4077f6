package interp

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Differential tests of the scalar region compiler: random scalar bodies
// are run through the generic path (Program.Run of a function whose body is
// the region) and through the compiled program, on random inputs that
// include NaNs of both signs, signed zeros, infinities and integer
// extremes; the results must be identical bit for bit.

// scalarTestKinds are the element types the generated bodies compute in.
var scalarTestKinds = []tensor.Kind{
	tensor.Bool, tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64,
	tensor.UI4, tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64,
	tensor.F8E4M3FN, tensor.F16, tensor.BF16, tensor.F32, tensor.F64, tensor.Complex128,
}

// bodyGen writes a random scalar body.
type bodyGen struct {
	rng   *rand.Rand
	lines []string
	pools map[tensor.Kind][]string
	next  int
}

func (g *bodyGen) fresh() string {
	g.next++
	return fmt.Sprintf("%%v%d", g.next)
}

func (g *bodyGen) pick(k tensor.Kind) string {
	p := g.pools[k]
	// Prefer recent values so that the body is a chain, not a fan.
	if g.rng.Intn(3) > 0 && len(p) > 2 {
		return p[len(p)-1-g.rng.Intn(2)]
	}
	return p[g.rng.Intn(len(p))]
}

func ty(k tensor.Kind) string { return "tensor<" + k.String() + ">" }

// emit adds `%v = "name"(ins) attrs : (types) -> result` and records %v.
func (g *bodyGen) emit(name string, ins []string, inKinds []tensor.Kind, attrs string, rk tensor.Kind) {
	v := g.fresh()
	ts := make([]string, len(inKinds))
	for i, k := range inKinds {
		ts[i] = ty(k)
	}
	g.lines = append(g.lines, fmt.Sprintf("    %s = \"stablehlo.%s\"(%s) %s: (%s) -> %s", v, name, strings.Join(ins, ", "), attrs, strings.Join(ts, ", "), ty(rk)))
	g.pools[rk] = append(g.pools[rk], v)
}

// specialBits returns an interesting bit pattern of kind k.
func specialBits(rng *rand.Rand, k tensor.Kind) uint64 {
	switch {
	case k.IsFloat():
		vals := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(), 1, -1, 0.5, -2.5, 3, 1e-3, 65504, 1e30}
		b := tensor.EncodeFloat(k, vals[rng.Intn(len(vals))])
		if rng.Intn(4) == 0 {
			// A NaN of either sign with a random payload.
			w := k.BitWidth()
			b = rng.Uint64() | tensor.EncodeFloat(k, math.Inf(1))
			b &= 1<<w - 1
			if b == tensor.EncodeFloat(k, math.Inf(1)) || b == tensor.EncodeFloat(k, math.Inf(-1)) {
				b = tensor.EncodeFloat(k, math.NaN())
			}
		}
		return b
	case k.IsInteger():
		w := k.BitWidth()
		vals := []uint64{0, 1, mask(w), 1 << (w - 1), 1<<(w-1) - 1, 2, uint64(w), uint64(w - 1)}
		return vals[rng.Intn(len(vals))]
	}
	return uint64(rng.Intn(2))
}

// constText writes a constant of kind k.
func constText(rng *rand.Rand, k tensor.Kind) string {
	if k.IsComplex() {
		parts := []string{"0.0", "-0.0", "1.5", "-2.0", "0x7FF8000000000000", "0x7FF0000000000000"}
		return fmt.Sprintf("(%s, %s)", parts[rng.Intn(len(parts))], parts[rng.Intn(len(parts))])
	}
	b := specialBits(rng, k)
	if rng.Intn(2) == 0 {
		b = rng.Uint64()
	}
	switch {
	case k.IsBool():
		return fmt.Sprint(b&1 == 1)
	case k.IsFloat():
		w := k.BitWidth()
		return fmt.Sprintf("0x%0*X", w/4, b&mask(w))
	case k.IsSigned():
		return fmt.Sprint(signExtend64(b, k.BitWidth()))
	}
	return fmt.Sprint(b & mask(k.BitWidth()))
}

// sameWidth returns the kinds of the test list with k's bit width.
func sameWidth(k tensor.Kind) []tensor.Kind {
	var out []tensor.Kind
	for _, o := range scalarTestKinds {
		if o != k && !o.IsBool() && !o.IsComplex() && o.BitWidth() == k.BitWidth() {
			out = append(out, o)
		}
	}
	return out
}

// step adds one random operation computing in kind k.
func (g *bodyGen) step(k tensor.Kind) {
	rng := g.rng
	bin := func(name string) {
		g.emit(name, []string{g.pick(k), g.pick(k)}, []tensor.Kind{k, k}, "", k)
	}
	un := func(name string) { g.emit(name, []string{g.pick(k)}, []tensor.Kind{k}, "", k) }
	var ops []func()
	add := func(names []string, f func(string)) {
		for _, n := range names {
			n := n
			ops = append(ops, func() { f(n) })
		}
	}
	dirs := []string{"EQ", "NE", "LT", "LE", "GT", "GE"}
	cmp := func(types []string) func() {
		return func() {
			attrs := fmt.Sprintf("{comparison_direction = #stablehlo<comparison_direction %s>", dirs[rng.Intn(len(dirs))])
			if len(types) > 0 {
				attrs += fmt.Sprintf(", compare_type = #stablehlo<comparison_type %s>", types[rng.Intn(len(types))])
			}
			g.emit("compare", []string{g.pick(k), g.pick(k)}, []tensor.Kind{k, k}, attrs+"} ", tensor.Bool)
		}
	}
	sel := func() {
		g.emit("select", []string{g.pick(tensor.Bool), g.pick(k), g.pick(k)}, []tensor.Kind{tensor.Bool, k, k}, "", k)
	}
	cst := func() {
		v := g.fresh()
		g.lines = append(g.lines, fmt.Sprintf("    %s = stablehlo.constant dense<%s> : %s", v, constText(rng, k), ty(k)))
		g.pools[k] = append(g.pools[k], v)
	}
	convert := func() {
		var others []tensor.Kind
		for _, o := range scalarTestKinds {
			if !o.IsComplex() && o != k {
				others = append(others, o)
			}
		}
		o := others[rng.Intn(len(others))]
		g.emit("convert", []string{g.pick(k)}, []tensor.Kind{k}, "", o)
		g.emit("convert", []string{g.pools[o][len(g.pools[o])-1]}, []tensor.Kind{o}, "", k)
	}
	bitcast := func() {
		others := sameWidth(k)
		if len(others) == 0 {
			return
		}
		o := others[rng.Intn(len(others))]
		g.emit("bitcast_convert", []string{g.pick(k)}, []tensor.Kind{k}, "", o)
		g.emit("bitcast_convert", []string{g.pools[o][len(g.pools[o])-1]}, []tensor.Kind{o}, "", k)
	}
	clamp := func() {
		g.emit("clamp", []string{g.pick(k), g.pick(k), g.pick(k)}, []tensor.Kind{k, k, k}, "", k)
	}
	ops = append(ops, sel, cst)
	switch {
	case k.IsBool():
		add([]string{"and", "or", "xor", "maximum", "minimum"}, bin)
		add([]string{"not"}, un)
		ops = append(ops, cmp(nil), convert)
	case k.IsInteger():
		add([]string{"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
			"shift_left", "shift_right_arithmetic", "shift_right_logical", "power"}, bin)
		add([]string{"negate", "not", "popcnt", "count_leading_zeros"}, un)
		if k.IsSigned() {
			add([]string{"abs", "sign"}, un)
		}
		ops = append(ops, cmp(nil), convert, bitcast, clamp)
	case k.IsFloat():
		add([]string{"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2"}, bin)
		add([]string{"negate", "abs", "sign", "sqrt", "rsqrt", "exponential", "log", "log_plus_one",
			"exponential_minus_one", "tanh", "sine", "cosine", "floor", "ceil", "round_nearest_even",
			"round_nearest_afz", "logistic", "cbrt"}, un)
		ops = append(ops, cmp([]string{"FLOAT", "TOTALORDER"}), convert, bitcast, clamp)
	case k.IsComplex():
		add([]string{"add", "subtract", "multiply", "divide"}, bin)
		add([]string{"negate", "exponential", "sqrt", "log", "tanh"}, un)
		ops = append(ops, func() {
			d := []string{"EQ", "NE"}[rng.Intn(2)]
			g.emit("compare", []string{g.pick(k), g.pick(k)}, []tensor.Kind{k, k},
				fmt.Sprintf("{comparison_direction = #stablehlo<comparison_direction %s>} ", d), tensor.Bool)
		})
	}
	ops[rng.Intn(len(ops))]()
}

// genScalarBody returns a module whose @main is a random scalar body over
// kind k taking three k values and a predicate.
func genScalarBody(rng *rand.Rand, k tensor.Kind, nops int) string {
	g := &bodyGen{rng: rng, pools: map[tensor.Kind][]string{}}
	g.pools[k] = []string{"%a0", "%a1", "%a2"}
	g.pools[tensor.Bool] = append(g.pools[tensor.Bool], "%p")
	for i := 0; i < nops; i++ {
		g.step(k)
	}
	rk := g.pools[k][len(g.pools[k])-1]
	rb := g.pools[tensor.Bool][len(g.pools[tensor.Bool])-1]
	t := ty(k)
	return fmt.Sprintf("func.func @main(%%a0: %s, %%a1: %s, %%a2: %s, %%p: tensor<i1>) -> (%s, tensor<i1>) {\n%s\n    func.return %s, %s : %s, tensor<i1>\n}\n",
		t, t, t, t, strings.Join(g.lines, "\n"), rk, rb, t)
}

// scalarInput returns a rank-0 tensor of kind k with random or special bits.
func scalarInput(t *testing.T, rng *rand.Rand, k tensor.Kind) *tensor.Tensor {
	ty := tensor.Type{Kind: k, Shape: []int64{}}
	if k.IsComplex() {
		r, err := tensor.New(ty)
		if err != nil {
			t.Fatal(err)
		}
		pk := k.ComplexPart()
		re, im := specialBits(rng, pk), specialBits(rng, pk)
		if rng.Intn(2) == 0 {
			re, im = rng.Uint64()&mask(pk.BitWidth()), rng.Uint64()&mask(pk.BitWidth())
		}
		r.SetComplexBits(0, re, im)
		return r
	}
	b := specialBits(rng, k)
	if rng.Intn(3) == 0 {
		b = rng.Uint64()
	}
	r, err := tensor.FromBits(ty, func(int) uint64 { return b })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// runCompiled runs the scalar program of fn's body on args.
func runCompiled(t *testing.T, prog *scalarProgram, args []*tensor.Tensor, resTypes []ValueType) []*tensor.Tensor {
	regs := prog.newRegs()
	for i, a := range args {
		load := regLoader(prog.args[i], a)
		if load == nil {
			t.Fatalf("argument %d: no loader", i)
		}
		load(regs, 0)
	}
	prog.run(regs)
	out := make([]*tensor.Tensor, len(prog.results))
	for i, r := range prog.results {
		res, err := tensor.New(*resTypes[i].Tensor)
		if err != nil {
			t.Fatal(err)
		}
		store := regStorer(r, res)
		if store == nil {
			t.Fatalf("result %d: no storer", i)
		}
		store(regs, 0)
		out[i] = res
	}
	return out
}

func TestScalarRegionDifferential(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	bodies, inputs := 40, 60
	if testing.Short() {
		bodies = 10
	}
	for _, k := range scalarTestKinds {
		for b := 0; b < bodies; b++ {
			src := genScalarBody(rng, k, 6+rng.Intn(12))
			p := mustLoad(t, src)
			fn := p.Function("main")
			prog := compileScalar(fn.body)
			if k.IsComplex() {
				// Complex bodies are left to the generic path.
				if prog != nil {
					t.Fatalf("complex body compiled:\n%s", src)
				}
				continue
			}
			if prog == nil {
				t.Fatalf("%s: body not compiled:\n%s", k, src)
			}
			for in := 0; in < inputs; in++ {
				args := []*tensor.Tensor{scalarInput(t, rng, k), scalarInput(t, rng, k), scalarInput(t, rng, k), scalarInput(t, rng, tensor.Bool)}
				vals := make([]Value, len(args))
				for i, a := range args {
					vals[i] = a
				}
				want, err := p.Run("main", vals, RunOptions{})
				if err != nil {
					t.Fatalf("generic run: %v\n%s", err, src)
				}
				got := runCompiled(t, prog, args, fn.Results)
				for i := range got {
					w := want[i].(*tensor.Tensor)
					if elemBits(got[i], 0) != elemBits(w, 0) {
						t.Fatalf("%s body %d result %d on %v: compiled %s, generic %s\n%s", k, b, i, args, got[i], w, src)
					}
				}
			}
		}
	}
}
