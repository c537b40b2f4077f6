package interp

// Liveness: for every value of every region, the operation after which no
// later operation of that region (nor of the regions nested in it) reads
// the value. Frame.Run drops its reference to a value right there, so that
// the value's buffer is released (see memory.go) and, when the operation
// is the value's last reader, may even be reused for the operation's own
// result.
//
// The analysis runs on the compiled regions (after fusion), not on MLIR. A
// value is released only by the region that defines it: a value of an
// enclosing region read inside a nested region (a while body, a branch)
// stays alive until the operation holding that region ends, because the
// region may run again.

// computeLiveness fills the release lists of r and of its nested regions.
func computeLiveness(r *Region) {
	if r == nil {
		return
	}
	for _, o := range r.ops {
		for _, nr := range o.regions {
			computeLiveness(nr)
		}
	}
	defined := map[int]bool{}
	for _, a := range r.args {
		defined[a] = true
	}
	for _, o := range r.ops {
		for _, s := range o.out {
			defined[s] = true
		}
	}
	isResult := map[int]bool{}
	for _, s := range r.results {
		isResult[s] = true
	}
	// last[s] is the index of the last operation reading s; nested[s]
	// records whether that operation reads s from one of its regions.
	last := map[int]int{}
	nested := map[int]bool{}
	for k, o := range r.ops {
		for _, s := range o.in {
			last[s] = k
			nested[s] = false
		}
		for _, nr := range o.regions {
			for s := range freeSlots(nr) {
				last[s] = k
				nested[s] = true
			}
		}
	}
	r.deadArgs = nil
	for _, o := range r.ops {
		o.dieIn, o.dieAfter, o.inDies = nil, nil, make([]bool, len(o.in))
	}
	release := func(s int, def int) {
		if isResult[s] {
			return
		}
		k, used := last[s]
		switch {
		case !used && def < 0:
			r.deadArgs = append(r.deadArgs, s)
		case !used:
			r.ops[def].dieAfter = append(r.ops[def].dieAfter, s)
		case nested[s]:
			r.ops[k].dieAfter = append(r.ops[k].dieAfter, s)
		default:
			o := r.ops[k]
			o.dieIn = append(o.dieIn, s)
			for i, in := range o.in {
				if in == s {
					o.inDies[i] = true
				}
			}
		}
	}
	for _, a := range r.args {
		release(a, -1)
	}
	for k, o := range r.ops {
		for _, s := range o.out {
			release(s, k)
		}
	}
	r.exitRelease = nil
	seen := map[int]bool{}
	for _, s := range r.results {
		if defined[s] && !seen[s] {
			seen[s] = true
			r.exitRelease = append(r.exitRelease, s)
		}
	}
}

// freeSlots returns the slots that r (with its nested regions) reads but
// does not define.
func freeSlots(r *Region) map[int]bool {
	defined := map[int]bool{}
	free := map[int]bool{}
	var walk func(r *Region)
	walk = func(r *Region) {
		for _, a := range r.args {
			defined[a] = true
		}
		for _, o := range r.ops {
			for _, nr := range o.regions {
				walk(nr)
			}
			for _, s := range o.out {
				defined[s] = true
			}
		}
	}
	walk(r)
	var uses func(r *Region)
	uses = func(r *Region) {
		for _, o := range r.ops {
			for _, s := range o.in {
				if !defined[s] {
					free[s] = true
				}
			}
			for _, nr := range o.regions {
				uses(nr)
			}
		}
		for _, s := range r.results {
			if !defined[s] {
				free[s] = true
			}
		}
	}
	uses(r)
	return free
}
