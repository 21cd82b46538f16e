import type { FastifyPluginAsync } from 'fastify';
import achievementRoutes from './achievements';
import webinarRoutes from './webinars';

const achievements: FastifyPluginAsync = async (app) => {
  await app.register(achievementRoutes);
  await app.register(webinarRoutes);
};

export default achievements;
