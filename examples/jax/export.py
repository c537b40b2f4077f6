import jax
import jax.numpy as jnp
import numpy as np

def f(x, y):
    return jnp.tanh(x @ y) + jnp.sum(y, axis=0), jnp.cumsum(x, axis=1)

x = np.arange(6, dtype=np.float32).reshape(2, 3) / 7.0
y = np.linspace(-1.0, 1.0, 12, dtype=np.float32).reshape(3, 4)
exp = jax.export.export(jax.jit(f))(x, y)
open("model.jax_exported", "wb").write(exp.serialize())  # function, signature, artifact
open("model.mlirbc", "wb").write(exp.mlir_module_serialized)  # the portable artifact alone
np.save("x.npy", x)
np.save("y.npy", y)
