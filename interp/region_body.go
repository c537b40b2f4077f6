package interp

// Recognising simple region bodies. Reductions, scatters, sorts and
// select_and_scatter run a typed loop instead of calling their region when
// the region is `return op(x, y)` for two of its arguments. The decision is
// made from the compiled Region alone: the compiler records, for each
// operation, the attributes the recogniser needs (compareAttrs), so no
// kernel looks back into MLIR.

// simpleBody describes a region whose single operation takes two of the
// region's arguments and whose result the region returns.
type simpleBody struct {
	// name is the operation's name.
	name string
	// lhs and rhs are the positions, among the region's arguments, of the
	// operation's first and second operands.
	lhs, rhs int
	// compare is set when the operation is a stablehlo.compare.
	compare *compareAttrs
}

// bodyOf reports whether r is `return op(x, y)` with x and y arguments of r
// (possibly the same one), and describes that operation.
func bodyOf(r *Region) (simpleBody, bool) {
	if r == nil || len(r.ops) != 1 || len(r.results) != 1 {
		return simpleBody{}, false
	}
	o := r.ops[0]
	if len(o.in) != 2 || len(o.out) != 1 || o.out[0] != r.results[0] {
		return simpleBody{}, false
	}
	lhs, rhs := r.argIndex(o.in[0]), r.argIndex(o.in[1])
	if lhs < 0 || rhs < 0 {
		return simpleBody{}, false
	}
	return simpleBody{name: o.name, lhs: lhs, rhs: rhs, compare: o.compare}, true
}

// argIndex returns the position of slot among r's arguments, or -1.
func (r *Region) argIndex(slot int) int {
	for i, a := range r.args {
		if a == slot {
			return i
		}
	}
	return -1
}

// isIdentityBody reports whether r takes 2n arguments and returns its last
// n unchanged (the body of a scatter that replaces).
func isIdentityBody(r *Region, n int) bool {
	if len(r.args) != 2*n || len(r.results) != n || len(r.ops) != 0 {
		return false
	}
	for j := 0; j < n; j++ {
		if r.results[j] != r.args[n+j] {
			return false
		}
	}
	return true
}
