// A deployment whose /deployment.json is wrong must not start half-pointed at the wrong hosts; the
// page says why in plain DOM (no app, no theme yet), for the person deploying it.
export function showStartProblems(container: HTMLElement, problems: string[]): void {
  const title = document.createElement('h1');
  title.textContent = 'deployment.json no es válido / is not valid';
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.append(title, list);
  container.replaceChildren(main);
}
