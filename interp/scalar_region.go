package interp

import (
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The scalar region compiler. Regions whose values are all rank-0 tensors
// (comparators, reducers, scatter bodies, ...) are compiled once into
// straight-line code over typed register files: one closure per operation
// reading and writing registers, no tensor allocated and no interface value
// built per operation. Every instruction computes exactly what the
// operation's tensor kernel computes on one element (the same scalar
// functions, the same rounding of narrow floats and wrapping of narrow
// integers), so the compiled region and the generic path agree bit for bit.
// A region using anything the compiler does not cover is not compiled and
// runs through Frame.Run.

// regFamily names a register file.
type regFamily uint8

const (
	famBool regFamily = iota
	famSigned
	famUnsigned
	famFloat
	famF32
)

// sreg is one register: its file, index and element kind.
type sreg struct {
	fam  regFamily
	idx  int
	kind tensor.Kind
}

// scalarRegs is one set of register files; each caller of a compiled
// region uses its own.
type scalarRegs struct {
	b []bool
	i []int64
	u []uint64
	f []float64
	// g holds the kinds stored as float32 (F32 and the narrow floats),
	// so values move between storage and registers unchanged (a
	// signalling NaN stays signalling).
	g []float32
}

// scalarProgram is a compiled scalar region.
type scalarProgram struct {
	args    []sreg
	results []sreg
	code    []func(r *scalarRegs)
	// init holds the constants; newRegs copies it.
	init scalarRegs
	// slots gives the register of each value of the region.
	slots map[int]sreg
}

// newRegs returns fresh register files holding the program's constants.
func (p *scalarProgram) newRegs() *scalarRegs {
	return &scalarRegs{
		b: append([]bool(nil), p.init.b...),
		i: append([]int64(nil), p.init.i...),
		u: append([]uint64(nil), p.init.u...),
		f: append([]float64(nil), p.init.f...),
		g: append([]float32(nil), p.init.g...),
	}
}

// run executes the program on r, whose argument registers are set.
func (p *scalarProgram) run(r *scalarRegs) {
	for _, ins := range p.code {
		ins(r)
	}
}

// familyOf returns the register file of kind k; ok is false for kinds the
// compiler does not handle.
func familyOf(k tensor.Kind) (regFamily, bool) {
	switch {
	case k.IsBool():
		return famBool, true
	case k.IsSigned():
		return famSigned, true
	case k.IsUnsigned():
		return famUnsigned, true
	case k == tensor.F64:
		return famFloat, true
	case k.IsFloat():
		return famF32, k.StorageType() == "float32"
	}
	// Complex kinds are not compiled: the NaN payloads of complex
	// arithmetic depend on how Go orders the parts' operations, which
	// differs between the kernels' loops and single instructions, so
	// bit-identical results could not be guaranteed.
	return 0, false
}

// scalarValueKind returns the element kind of a rank-0, unquantized tensor type.
func scalarValueKind(t ValueType) (tensor.Kind, bool) {
	if t.Tensor == nil || t.Tensor.Quant != nil || len(t.Tensor.Shape) != 0 {
		return 0, false
	}
	if _, ok := familyOf(t.Tensor.Kind); !ok {
		return 0, false
	}
	return t.Tensor.Kind, true
}

// scalarCompiler assigns registers while compiling a region.
type scalarCompiler struct {
	prog   *scalarProgram
	regs   map[int]sreg
	count  [5]int
	consts []func(r *scalarRegs)
}

func (c *scalarCompiler) alloc(k tensor.Kind) sreg {
	fam, _ := familyOf(k)
	r := sreg{fam: fam, idx: c.count[fam], kind: k}
	c.count[fam]++
	return r
}

// scalarRegion returns r compiled to scalar code, or nil when r is not a
// scalar region the compiler covers. The result is computed once per
// region.
func (r *Region) scalarRegion() *scalarProgram {
	r.scalarOnce.Do(func() { r.scalar = compileScalar(r) })
	return r.scalar
}

// compileScalar compiles r, or returns nil.
func compileScalar(r *Region) *scalarProgram {
	if r == nil {
		return nil
	}
	c := &scalarCompiler{prog: &scalarProgram{}, regs: map[int]sreg{}}
	c.prog.slots = c.regs
	for i, slot := range r.args {
		k, ok := scalarValueKind(r.argTypes[i])
		if !ok {
			return nil
		}
		reg := c.alloc(k)
		c.regs[slot] = reg
		c.prog.args = append(c.prog.args, reg)
	}
	for _, o := range r.ops {
		if !c.compileOp(o) {
			return nil
		}
	}
	for _, slot := range r.results {
		reg, ok := c.regs[slot]
		if !ok {
			return nil
		}
		c.prog.results = append(c.prog.results, reg)
	}
	in := &c.prog.init
	in.b = make([]bool, c.count[famBool])
	in.i = make([]int64, c.count[famSigned])
	in.u = make([]uint64, c.count[famUnsigned])
	in.f = make([]float64, c.count[famFloat])
	in.g = make([]float32, c.count[famF32])
	for _, set := range c.consts {
		set(in)
	}
	return c.prog
}

// emit appends an instruction.
func (c *scalarCompiler) emit(ins func(r *scalarRegs)) { c.prog.code = append(c.prog.code, ins) }

// compileOp compiles one operation; false when it is not covered.
func (c *scalarCompiler) compileOp(o *op) bool {
	if len(o.out) != 1 || len(o.outTypes) != 1 || len(o.in) != len(o.inTypes) {
		return false
	}
	rk, ok := scalarValueKind(o.outTypes[0])
	if !ok {
		return false
	}
	in := make([]sreg, len(o.in))
	for i, slot := range o.in {
		reg, ok := c.regs[slot]
		if !ok {
			return false
		}
		if k, ok := scalarValueKind(o.inTypes[i]); !ok || k != reg.kind {
			return false
		}
		in[i] = reg
	}
	out := c.alloc(rk)
	var ok2 bool
	arithOp, isArith := arithNames[o.name]
	switch name := o.name; {
	case name == "stablehlo.constant" && len(in) == 0:
		ok2 = c.constant(o, out)
	case isArith:
		ok2 = len(in) == 2 && in[0].kind == rk && in[1].kind == rk && c.arith(arithOp, in[0], in[1], out)
	case binaryOps[name] != nil:
		ok2 = len(in) == 2 && in[0].kind == rk && in[1].kind == rk && c.binary(binaryOps[name](rk), in[0], in[1], out)
	case unaryOps[name] != nil:
		ok2 = len(in) == 1 && in[0].kind == rk && c.unary(unaryOps[name](rk), in[0], out)
	case name == "stablehlo.abs":
		ok2 = len(in) == 1 && in[0].kind == rk && !rk.IsComplex() && c.unary(absFuncs, in[0], out)
	case name == "stablehlo.compare":
		ok2 = len(in) == 2 && o.compare != nil && in[0].kind == in[1].kind && rk == tensor.Bool && c.compare(o.compare, in[0], in[1], out)
	case name == "stablehlo.select":
		ok2 = len(in) == 3 && in[0].kind == tensor.Bool && in[1].kind == rk && in[2].kind == rk && c.selectOp(in[0], in[1], in[2], out)
	case name == "stablehlo.clamp":
		ok2 = len(in) == 3 && in[0].kind == rk && in[1].kind == rk && in[2].kind == rk && c.clamp(in[0], in[1], in[2], out)
	case name == "stablehlo.convert":
		ok2 = len(in) == 1 && c.convert(in[0], out)
	case name == "stablehlo.bitcast_convert":
		ok2 = len(in) == 1 && c.bitcast(in[0], out)
	}
	if !ok2 {
		return false
	}
	c.regs[o.out[0]] = out
	return true
}

// regLoader returns a function loading element i of t into register reg;
// nil when t's kind is not reg's.
func regLoader(reg sreg, t *tensor.Tensor) func(r *scalarRegs, i int) {
	if t.Kind() != reg.kind || t.Type().Quant != nil {
		return nil
	}
	x := reg.idx
	switch d := t.Storage().(type) {
	case []bool:
		return func(r *scalarRegs, i int) { r.b[x] = d[i] }
	case []int8:
		return func(r *scalarRegs, i int) { r.i[x] = int64(d[i]) }
	case []int16:
		return func(r *scalarRegs, i int) { r.i[x] = int64(d[i]) }
	case []int32:
		return func(r *scalarRegs, i int) { r.i[x] = int64(d[i]) }
	case []int64:
		return func(r *scalarRegs, i int) { r.i[x] = d[i] }
	case []uint8:
		return func(r *scalarRegs, i int) { r.u[x] = uint64(d[i]) }
	case []uint16:
		return func(r *scalarRegs, i int) { r.u[x] = uint64(d[i]) }
	case []uint32:
		return func(r *scalarRegs, i int) { r.u[x] = uint64(d[i]) }
	case []uint64:
		return func(r *scalarRegs, i int) { r.u[x] = d[i] }
	case []float32:
		return func(r *scalarRegs, i int) { r.g[x] = d[i] }
	case []float64:
		return func(r *scalarRegs, i int) { r.f[x] = d[i] }
	}
	return nil
}

// regStorer returns a function storing register reg into element i of t;
// nil when t's kind is not reg's.
func regStorer(reg sreg, t *tensor.Tensor) func(r *scalarRegs, i int) {
	if t.Kind() != reg.kind || t.Type().Quant != nil {
		return nil
	}
	x := reg.idx
	switch d := t.Storage().(type) {
	case []bool:
		return func(r *scalarRegs, i int) { d[i] = r.b[x] }
	case []int8:
		return func(r *scalarRegs, i int) { d[i] = int8(r.i[x]) }
	case []int16:
		return func(r *scalarRegs, i int) { d[i] = int16(r.i[x]) }
	case []int32:
		return func(r *scalarRegs, i int) { d[i] = int32(r.i[x]) }
	case []int64:
		return func(r *scalarRegs, i int) { d[i] = r.i[x] }
	case []uint8:
		return func(r *scalarRegs, i int) { d[i] = uint8(r.u[x]) }
	case []uint16:
		return func(r *scalarRegs, i int) { d[i] = uint16(r.u[x]) }
	case []uint32:
		return func(r *scalarRegs, i int) { d[i] = uint32(r.u[x]) }
	case []uint64:
		return func(r *scalarRegs, i int) { d[i] = r.u[x] }
	case []float32:
		return func(r *scalarRegs, i int) { d[i] = r.g[x] }
	case []float64:
		return func(r *scalarRegs, i int) { d[i] = r.f[x] }
	}
	return nil
}

// scalarFold runs a compiled reduction body: arguments 0..n-1 are the
// accumulators, n..2n-1 the folded elements, and result i the new
// accumulator i.
type scalarFold struct {
	prog   *scalarProgram
	regs   *scalarRegs
	loadIn []func(r *scalarRegs, i int)
	// loadInit loads init value i into accumulator i; loadInitX into
	// element argument n+i.
	loadInit, loadInitX []func(r *scalarRegs, i int)
	store               []func(r *scalarRegs, i int)
	// move copies result i into accumulator i.
	move []func(r *scalarRegs)
}

// regMover returns a function copying register src into dst (one family).
func regMover(dst, src sreg) func(r *scalarRegs) {
	d, s := dst.idx, src.idx
	switch {
	case dst == src:
		return func(*scalarRegs) {}
	case dst.fam == famBool:
		return func(r *scalarRegs) { r.b[d] = r.b[s] }
	case dst.fam == famSigned:
		return func(r *scalarRegs) { r.i[d] = r.i[s] }
	case dst.fam == famUnsigned:
		return func(r *scalarRegs) { r.u[d] = r.u[s] }
	case dst.fam == famFloat:
		return func(r *scalarRegs) { r.f[d] = r.f[s] }
	}
	return func(r *scalarRegs) { r.g[d] = r.g[s] }
}

// newScalarFold prepares a compiled fold of body over inputs, or returns
// nil when body is not compiled or the types do not fit.
func newScalarFold(body *Region, inputs, inits, outs []*tensor.Tensor) *scalarFold {
	prog := body.scalarRegion()
	n := len(inputs)
	if prog == nil || len(prog.args) != 2*n || len(prog.results) != n || len(inits) != n || len(outs) != n {
		return nil
	}
	s := &scalarFold{prog: prog, regs: prog.newRegs()}
	for i := 0; i < n; i++ {
		acc, x, res := prog.args[i], prog.args[n+i], prog.results[i]
		if res.kind != acc.kind || x.kind != acc.kind {
			return nil
		}
		for j := 0; j < n; j++ {
			// A result that is another accumulator would be overwritten
			// by the moves of fold.
			if j != i && prog.args[j] == res {
				return nil
			}
		}
		li, lacc, lx, st := regLoader(x, inputs[i]), regLoader(acc, inits[i]), regLoader(x, inits[i]), regStorer(acc, outs[i])
		if li == nil || lacc == nil || lx == nil || st == nil {
			return nil
		}
		s.loadIn = append(s.loadIn, li)
		s.loadInit = append(s.loadInit, lacc)
		s.loadInitX = append(s.loadInitX, lx)
		s.store = append(s.store, st)
		s.move = append(s.move, regMover(acc, res))
	}
	return s
}

// fold is foldElements on the compiled body.
func (s *scalarFold) fold(o, base int, offs []int) {
	r, p := s.regs, s.prog
	n := len(s.loadIn)
	for i := 0; i < n; i++ {
		s.loadInit[i](r, 0)
	}
	if n == 1 && len(p.code) == 1 {
		load, ins, move := s.loadIn[0], p.code[0], s.move[0]
		for _, off := range offs {
			if off < 0 {
				s.loadInitX[0](r, 0)
			} else {
				load(r, base+off)
			}
			ins(r)
			move(r)
		}
		s.store[0](r, o)
		return
	}
	for _, off := range offs {
		for i := 0; i < n; i++ {
			if off < 0 {
				s.loadInitX[i](r, 0)
			} else {
				s.loadIn[i](r, base+off)
			}
		}
		p.run(r)
		for _, mv := range s.move {
			mv(r)
		}
	}
	for i := 0; i < n; i++ {
		s.store[i](r, o)
	}
}

// scalarPairs runs a compiled scatter update_computation: arguments
// 0..n-1 are the current result elements, n..2n-1 the updates, and result
// j replaces result element j.
type scalarPairs struct {
	prog    *scalarProgram
	regs    *scalarRegs
	loadRes []func(r *scalarRegs, i int)
	loadUpd []func(r *scalarRegs, i int)
	store   []func(r *scalarRegs, i int)
}

// newScalarPairs prepares a compiled scatter body, or returns nil.
func newScalarPairs(body *Region, results, updates []*tensor.Tensor) *scalarPairs {
	prog := body.scalarRegion()
	n := len(results)
	if prog == nil || len(prog.args) != 2*n || len(prog.results) != n || len(updates) != n {
		return nil
	}
	s := &scalarPairs{prog: prog, regs: prog.newRegs()}
	for j := 0; j < n; j++ {
		lr, lu, st := regLoader(prog.args[j], results[j]), regLoader(prog.args[n+j], updates[j]), regStorer(prog.results[j], results[j])
		if lr == nil || lu == nil || st == nil {
			return nil
		}
		s.loadRes = append(s.loadRes, lr)
		s.loadUpd = append(s.loadUpd, lu)
		s.store = append(s.store, st)
	}
	return s
}

// apply combines updates[pairs[2i+1]] into results[pairs[2i]], in order.
func (s *scalarPairs) apply(pairs []int) {
	r := s.regs
	for i := 0; i < len(pairs); i += 2 {
		res, upd := pairs[i], pairs[i+1]
		for j := range s.loadRes {
			s.loadRes[j](r, res)
			s.loadUpd[j](r, upd)
		}
		s.prog.run(r)
		for j := range s.store {
			s.store[j](r, res)
		}
	}
}
